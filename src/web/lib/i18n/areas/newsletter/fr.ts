import type { newsletterLinksEn } from "./en";

/** French strings of the newsletter's confirm and unsubscribe pages. */
export const newsletterLinksFr: Record<keyof typeof newsletterLinksEn, string> = {
  "newsletterLinks.confirmMetaTitle": "Confirmez votre abonnement à la lettre",
  "newsletterLinks.confirmMetaDescription": "Confirmez votre abonnement à la lettre avec le lien de votre e-mail.",
  "newsletterLinks.confirmTitle": "Confirmez votre abonnement",
  "newsletterLinks.confirmIntro": "Un clic, et vous recevrez toutes les deux semaines des recettes de saison, des notes de cuisine ayurvédique et les nouvelles des cours. Vous pourrez vous désabonner depuis chaque lettre.",
  "newsletterLinks.confirm": "Confirmer mon abonnement",
  "newsletterLinks.confirming": "Confirmation...",
  "newsletterLinks.confirmedTitle": "Vous êtes abonné !",
  "newsletterLinks.confirmedBody": "Merci d'avoir confirmé. Une lettre de bienvenue arrive dans votre boîte de réception.",
  "newsletterLinks.confirmInvalidTitle": "Ce lien de confirmation ne fonctionne plus",
  "newsletterLinks.confirmInvalidBody": "Il a déjà servi, il a expiré (les liens durent 7 jours) ou il est incomplet. Réinscrivez-vous en bas de n'importe quelle page pour en recevoir un nouveau.",
  "newsletterLinks.unsubscribeMetaTitle": "Se désabonner de la lettre",
  "newsletterLinks.unsubscribeMetaDescription": "Ne plus recevoir la lettre, avec le lien de n'importe quelle lettre.",
  "newsletterLinks.unsubscribeTitle": "Se désabonner de la lettre ?",
  "newsletterLinks.unsubscribeIntro": "Vous ne recevrez plus nos lettres. Vous pourrez vous réinscrire à tout moment.",
  "newsletterLinks.unsubscribe": "Me désabonner",
  "newsletterLinks.unsubscribing": "Désabonnement...",
  "newsletterLinks.unsubscribedTitle": "Vous êtes désabonné",
  "newsletterLinks.unsubscribedBody": "Nous ne vous enverrons plus la lettre. Merci de l'avoir lue.",
  "newsletterLinks.unsubscribeInvalidTitle": "Ce lien de désabonnement ne fonctionne pas",
  "newsletterLinks.unsubscribeInvalidBody": "Le lien est incomplet. Utilisez le lien en bas de n'importe quelle lettre, ou écrivez-nous et nous retirerons votre adresse :",
  "newsletterLinks.home": "Retour à l'accueil",
  "newsletterLinks.recipes": "Voir les recettes",
};
