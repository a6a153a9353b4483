import type { newsletterLinksEn } from "./en";

/** Spanish strings of the newsletter's confirm and unsubscribe pages. */
export const newsletterLinksEs: Record<keyof typeof newsletterLinksEn, string> = {
  "newsletterLinks.confirmMetaTitle": "Confirma tu suscripción al boletín",
  "newsletterLinks.confirmMetaDescription": "Confirma tu suscripción al boletín con el enlace de tu correo.",
  "newsletterLinks.confirmTitle": "Confirma tu suscripción",
  "newsletterLinks.confirmIntro": "Con un clic recibirás cada dos semanas recetas de temporada, notas de cocina ayurvédica y novedades de las clases. Puedes darte de baja desde cualquier carta.",
  "newsletterLinks.confirm": "Confirmar mi suscripción",
  "newsletterLinks.confirming": "Confirmando...",
  "newsletterLinks.confirmedTitle": "¡Ya estás suscrito!",
  "newsletterLinks.confirmedBody": "Gracias por confirmar. Una carta de bienvenida va de camino a tu bandeja de entrada.",
  "newsletterLinks.confirmInvalidTitle": "Este enlace de confirmación ya no funciona",
  "newsletterLinks.confirmInvalidBody": "Ya se usó, caducó (los enlaces duran 7 días) o no está completo. Vuelve a suscribirte al pie de cualquier página para recibir uno nuevo.",
  "newsletterLinks.unsubscribeMetaTitle": "Darse de baja del boletín",
  "newsletterLinks.unsubscribeMetaDescription": "Deja de recibir el boletín con el enlace de cualquier carta.",
  "newsletterLinks.unsubscribeTitle": "¿Darte de baja del boletín?",
  "newsletterLinks.unsubscribeIntro": "No recibirás más cartas nuestras. Puedes volver a suscribirte cuando quieras.",
  "newsletterLinks.unsubscribe": "Darme de baja",
  "newsletterLinks.unsubscribing": "Dando de baja...",
  "newsletterLinks.unsubscribedTitle": "Te has dado de baja",
  "newsletterLinks.unsubscribedBody": "No volveremos a enviarte el boletín. Gracias por haberlo leído.",
  "newsletterLinks.unsubscribeInvalidTitle": "Este enlace de baja no funciona",
  "newsletterLinks.unsubscribeInvalidBody": "El enlace no está completo. Usa el enlace al pie de cualquier carta, o escríbenos y quitaremos tu dirección:",
  "newsletterLinks.home": "Volver al inicio",
  "newsletterLinks.recipes": "Ver recetas",
};
