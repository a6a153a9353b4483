import type { bookingCancelEn } from "./en";

/** Spanish strings of the booking cancel page. */
export const bookingCancelEs: Record<keyof typeof bookingCancelEn, string> = {
  "bookingCancel.metaTitle": "Cancelar tu reserva de clase",
  "bookingCancel.metaDescription": "Cancela una reserva de clase de cocina con el enlace de tu correo de confirmación.",
  "bookingCancel.title": "¿Cancelar tu reserva?",
  "bookingCancel.intro":
    "Vas a cancelar esta reserva de clase de cocina. Tus plazas vuelven a la clase y te enviamos una confirmación por correo.",
  "bookingCancel.reference": "Referencia",
  "bookingCancel.class": "Clase",
  "bookingCancel.date": "Fecha",
  "bookingCancel.time": "Hora",
  "bookingCancel.participants": "Participantes",
  "bookingCancel.confirm": "Cancelar mi reserva",
  "bookingCancel.cancelling": "Cancelando...",
  "bookingCancel.keep": "Mantener mi reserva",
  "bookingCancel.doneTitle": "Reserva cancelada",
  "bookingCancel.doneBody":
    "Tu reserva está cancelada y tus plazas quedan libres para otra persona. Te llegará una confirmación al correo.",
  "bookingCancel.invalidTitle": "Este enlace ya no funciona",
  "bookingCancel.invalidBody":
    "La reserva ya se canceló o el enlace está incompleto. Cada enlace de cancelación funciona una sola vez. Si necesitas ayuda, escríbenos.",
  "bookingCancel.home": "Volver al inicio",
};
