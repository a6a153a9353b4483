import type { bookingCancelEn } from "./en";

/** French strings of the booking cancel page. */
export const bookingCancelFr: Record<keyof typeof bookingCancelEn, string> = {
  "bookingCancel.metaTitle": "Annuler votre réservation de cours",
  "bookingCancel.metaDescription": "Annulez une réservation de cours de cuisine avec le lien de votre e-mail de confirmation.",
  "bookingCancel.title": "Annuler votre réservation ?",
  "bookingCancel.intro":
    "Vous allez annuler cette réservation de cours de cuisine. Vos places retournent au cours et nous vous envoyons une confirmation par e-mail.",
  "bookingCancel.reference": "Référence",
  "bookingCancel.class": "Cours",
  "bookingCancel.date": "Date",
  "bookingCancel.time": "Heure",
  "bookingCancel.participants": "Participants",
  "bookingCancel.confirm": "Annuler ma réservation",
  "bookingCancel.cancelling": "Annulation...",
  "bookingCancel.keep": "Garder ma réservation",
  "bookingCancel.doneTitle": "Réservation annulée",
  "bookingCancel.doneBody":
    "Votre réservation est annulée et vos places sont libres pour quelqu'un d'autre. Une confirmation arrive dans votre boîte mail.",
  "bookingCancel.invalidTitle": "Ce lien ne fonctionne plus",
  "bookingCancel.invalidBody":
    "La réservation a déjà été annulée ou le lien est incomplet. Chaque lien d'annulation ne fonctionne qu'une fois. Besoin d'aide ? Écrivez-nous.",
  "bookingCancel.home": "Retour à l'accueil",
};
