import type { newsletterLinksEn } from "./en";

/** French strings of the newsletter's pages (signup, confirm, unsubscribe). */
export const newsletterLinksFr: Record<keyof typeof newsletterLinksEn, string> = {
  "newsletterLinks.confirmMetaTitle": "Confirmez votre abonnement à la lettre",
  "newsletterLinks.confirmMetaDescription": "Confirmez votre abonnement à la lettre avec le lien de votre e-mail.",
  "newsletterLinks.confirmTitle": "Confirmez votre abonnement",
  "newsletterLinks.confirmIntro":
    "Un clic, et vous recevrez toutes les deux semaines des recettes de saison, des notes de cuisine ayurvédique et les nouvelles des cours. Vous pourrez vous désabonner depuis chaque lettre.",
  "newsletterLinks.confirm": "Confirmer mon abonnement",
  "newsletterLinks.confirming": "Confirmation...",
  "newsletterLinks.confirmedTitle": "Vous êtes abonné !",
  "newsletterLinks.confirmedBody": "Merci d'avoir confirmé. Une lettre de bienvenue arrive dans votre boîte de réception.",
  "newsletterLinks.confirmInvalidTitle": "Ce lien de confirmation ne fonctionne plus",
  "newsletterLinks.confirmInvalidBody":
    "Il a déjà servi, il a expiré (les liens durent 7 jours) ou il est incomplet. Réinscrivez-vous en bas de n'importe quelle page pour en recevoir un nouveau.",
  "newsletterLinks.unsubscribeMetaTitle": "Se désabonner de la lettre",
  "newsletterLinks.unsubscribeMetaDescription": "Ne plus recevoir la lettre, avec le lien de n'importe quelle lettre.",
  "newsletterLinks.unsubscribeTitle": "Se désabonner de la lettre ?",
  "newsletterLinks.unsubscribeIntro": "Vous ne recevrez plus nos lettres. Vous pourrez vous réinscrire à tout moment.",
  "newsletterLinks.unsubscribe": "Me désabonner",
  "newsletterLinks.unsubscribing": "Désabonnement...",
  "newsletterLinks.unsubscribedTitle": "Vous êtes désabonné",
  "newsletterLinks.unsubscribedBody": "Nous ne vous enverrons plus la lettre. Merci de l'avoir lue.",
  "newsletterLinks.unsubscribeInvalidTitle": "Ce lien de désabonnement ne fonctionne pas",
  "newsletterLinks.unsubscribeInvalidBody":
    "Le lien est incomplet. Utilisez le lien en bas de n'importe quelle lettre, ou écrivez-nous et nous retirerons votre adresse :",
  "newsletterLinks.home": "Retour à l'accueil",
  "newsletterLinks.recipes": "Voir les recettes",
  "newsletterPage.metaTitle": "Lettre d'information : recettes de saison par e-mail",
  "newsletterPage.metaDescription":
    "Une courte lettre toutes les deux semaines : recettes de saison, notes de cuisine ayurvédique et nouvelles des cours. Confirmation en un clic, désabonnement en un clic.",
  "newsletterPage.eyebrow": "Lettre d'information",
  "newsletterPage.title": "Des recettes de saison dans votre boîte e-mail",
  "newsletterPage.intro": "Une courte lettre toutes les deux semaines : quoi cuisiner maintenant, et pourquoi.",
  "newsletterPage.point.recipes": "Des recettes de saison, testées dans notre cuisine",
  "newsletterPage.point.notes": "Des notes de cuisine ayurvédique : épices, équilibre et ce qui convient à la saison",
  "newsletterPage.point.classes": "Les nouveaux cours de cuisine avant toute autre annonce",
  "newsletterPage.formTitle": "Inscription",
  "newsletterPage.confirmFirst":
    "Nous vous envoyons d'abord un lien pour confirmer l'adresse : rien d'autre n'arrive tant que vous ne l'avez pas utilisé.",
  "newsletterPage.privacy": "Votre adresse sert uniquement à cette lettre et n'est jamais partagée.",
  "newsletterPage.privacyLink": "Politique de confidentialité",
  "newsletterPage.rateLimited": "Trop d'inscriptions depuis cette adresse. Réessayez dans quelques minutes.",
  "newsletterPage.sentMetaTitle": "Consultez vos e-mails pour confirmer votre abonnement",
  "newsletterPage.sentTitle": "Consultez votre boîte e-mail",
  "newsletterPage.nextTitle": "Et maintenant",
  "newsletterPage.next.open": "Ouvrez l'e-mail intitulé « Please confirm your {brand} newsletter subscription ».",
  "newsletterPage.next.confirm": "Utilisez son lien dans les 7 jours pour confirmer. Une lettre de bienvenue suit.",
  "newsletterPage.next.missing":
    "Rien après quelques minutes ? Regardez dans les courriers indésirables ou les promotions, ou réinscrivez-vous si l'adresse comportait une faute.",
  "newsletterPage.again": "Utiliser une autre adresse",
};
