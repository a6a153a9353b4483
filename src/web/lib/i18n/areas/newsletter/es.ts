import type { newsletterLinksEn } from "./en";

/** Spanish strings of the newsletter's pages (signup, confirm, unsubscribe). */
export const newsletterLinksEs: Record<keyof typeof newsletterLinksEn, string> = {
  "newsletterLinks.confirmMetaTitle": "Confirma tu suscripción al boletín",
  "newsletterLinks.confirmMetaDescription": "Confirma tu suscripción al boletín con el enlace de tu correo.",
  "newsletterLinks.confirmTitle": "Confirma tu suscripción",
  "newsletterLinks.confirmIntro":
    "Con un clic recibirás cada dos semanas recetas de temporada, notas de cocina ayurvédica y novedades de las clases. Puedes darte de baja desde cualquier carta.",
  "newsletterLinks.confirm": "Confirmar mi suscripción",
  "newsletterLinks.confirming": "Confirmando...",
  "newsletterLinks.confirmedTitle": "¡Ya estás suscrito!",
  "newsletterLinks.confirmedBody": "Gracias por confirmar. Una carta de bienvenida va de camino a tu bandeja de entrada.",
  "newsletterLinks.confirmInvalidTitle": "Este enlace de confirmación ya no funciona",
  "newsletterLinks.confirmInvalidBody":
    "Ya se usó, caducó (los enlaces duran 7 días) o no está completo. Vuelve a suscribirte al pie de cualquier página para recibir uno nuevo.",
  "newsletterLinks.unsubscribeMetaTitle": "Darse de baja del boletín",
  "newsletterLinks.unsubscribeMetaDescription": "Deja de recibir el boletín con el enlace de cualquier carta.",
  "newsletterLinks.unsubscribeTitle": "¿Darte de baja del boletín?",
  "newsletterLinks.unsubscribeIntro": "No recibirás más cartas nuestras. Puedes volver a suscribirte cuando quieras.",
  "newsletterLinks.unsubscribe": "Darme de baja",
  "newsletterLinks.unsubscribing": "Dando de baja...",
  "newsletterLinks.unsubscribedTitle": "Te has dado de baja",
  "newsletterLinks.unsubscribedBody": "No volveremos a enviarte el boletín. Gracias por haberlo leído.",
  "newsletterLinks.unsubscribeInvalidTitle": "Este enlace de baja no funciona",
  "newsletterLinks.unsubscribeInvalidBody":
    "El enlace no está completo. Usa el enlace al pie de cualquier carta, o escríbenos y quitaremos tu dirección:",
  "newsletterLinks.home": "Volver al inicio",
  "newsletterLinks.recipes": "Ver recetas",
  "newsletterPage.metaTitle": "Boletín: recetas de temporada por correo",
  "newsletterPage.metaDescription":
    "Una carta breve cada dos semanas: recetas de temporada, notas de cocina ayurvédica y novedades de las clases. Confirma con un clic, date de baja con un clic.",
  "newsletterPage.eyebrow": "Boletín",
  "newsletterPage.title": "Recetas de temporada en tu bandeja de entrada",
  "newsletterPage.intro": "Una carta breve cada dos semanas: qué cocinar ahora y por qué.",
  "newsletterPage.point.recipes": "Recetas de temporada, probadas en nuestra cocina",
  "newsletterPage.point.notes": "Notas de cocina ayurvédica: especias, equilibrio y lo que conviene a cada estación",
  "newsletterPage.point.classes": "Las nuevas clases de cocina antes de que se anuncien en ningún otro sitio",
  "newsletterPage.formTitle": "Suscríbete",
  "newsletterPage.confirmFirst": "Primero te enviamos un enlace para confirmar la dirección: no llegará nada más hasta que lo uses.",
  "newsletterPage.privacy": "Tu dirección solo se usa para esta carta y nunca se comparte.",
  "newsletterPage.privacyLink": "Política de privacidad",
  "newsletterPage.rateLimited": "Demasiadas suscripciones desde esta dirección. Inténtalo de nuevo en unos minutos.",
  "newsletterPage.sentMetaTitle": "Revisa tu correo para confirmar tu suscripción",
  "newsletterPage.sentTitle": "Revisa tu bandeja de entrada",
  "newsletterPage.nextTitle": "Qué pasa ahora",
  "newsletterPage.next.open": "Abre el correo titulado “Please confirm your {brand} newsletter subscription”.",
  "newsletterPage.next.confirm": "Usa su enlace en los próximos 7 días para confirmar. Después llega una carta de bienvenida.",
  "newsletterPage.next.missing":
    "¿No llega nada en unos minutos? Mira en la carpeta de spam o de promociones, o vuelve a suscribirte si la dirección tenía un error.",
  "newsletterPage.again": "Usar otra dirección",
};
