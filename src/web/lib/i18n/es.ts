import { accountDialogsEs } from "./areas/account-dialogs/es";
import { accountEs } from "./areas/account/es";
import { accountOptionsEs } from "./areas/account-options/es";
import { adminEs } from "./areas/admin/es";
import { adminReviewEs } from "./areas/admin-review/es";
import { adminInboxEs } from "./areas/admin-inbox/es";
import { adminPeopleEs } from "./areas/admin-people/es";
import { adminTranslationsEs } from "./areas/admin-translations/es";
import { adminLibraryEs } from "./areas/admin-library/es";
import { dailyRecipeEs } from "./areas/daily-recipe/es";
import { adminClassesEs } from "./areas/admin-classes/es";
import { adminOrdersEs } from "./areas/admin-orders/es";
import { advancedSearchEs } from "./areas/advanced-search/es";
import { blogEs } from "./areas/blog/es";
import { bookingCancelEs } from "./areas/bookings/es";
import { newsletterLinksEs } from "./areas/newsletter/es";
import { cateringEs } from "./areas/catering/es";
import { checkoutEs } from "./areas/checkout/es";
import { classesEs } from "./areas/classes/es";
import { communityEs } from "./areas/community/es";
import { dealsEs } from "./areas/deals/es";
import { formsEs } from "./areas/forms/es";
import { guestChefsEs } from "./areas/guest-chefs/es";
import { homeEs } from "./areas/home/es";
import { languageEs } from "./areas/language/es";
import { apiDemoEs } from "./areas/api-demo/es";
import { sitemapEs } from "./areas/sitemap/es";
import { recipeDetailEs } from "./areas/recipe-detail/es";
import { recipeListEs } from "./areas/recipe-list/es";
import { shopEs } from "./areas/shop/es";
import type { AreaKey, Catalogue } from "./en";

/** Spanish UI catalogue. */
const shellEs: Omit<Catalogue, AreaKey> = {
  "brand.tagline": "Cocina ayurvédica para todas las cocinas",
  "common.skipToContent": "Saltar al contenido principal",
  "common.somethingWrong": "Algo salió mal",
  "common.tryAgain": "Intentar de nuevo",
  "common.close": "Cerrar",
  "common.loading": "Cargando…",
  "common.minutes": "{count} min",
  "common.servings": "{count} porciones",
  "common.reviews": "({count} reseñas)",
  "common.ratingLabel": "Valoración: {rating} de 5",
  "common.imageUnavailable": "Imagen no disponible",
  "common.viewAll": "Ver todo",
  "common.learnMore": "Más información",
  "common.readMore": "Leer más",
  "common.lastUpdated": "Última actualización: {date}",
  "common.home": "Inicio",
  "common.spotsLeft": "Quedan {count} plazas",
  "common.spotLeftOne": "Queda 1 plaza",
  "common.fullyBooked": "Completo",
  "common.nextSession": "Próxima sesión: {date}",
  "common.outOfStock": "Agotado",
  "common.addToCart": "Añadir al carrito",

  "nav.home": "Inicio",
  "nav.recipes": "Recetas",
  "nav.buffetMenus": "Menús de bufé",
  "nav.industrialCatering": "Catering para empresas",
  "nav.shop": "Tienda",
  "nav.blog": "Blog",
  "nav.communityRecipes": "Recetas de la comunidad",
  "nav.shareRecipe": "Comparte una receta",
  "nav.guestChef": "Chef invitado",
  "nav.featuredChefs": "Chefs destacados",
  "nav.earnShare": "Gana y comparte",
  "nav.classes": "Clases de cocina",
  "nav.deals": "Ofertas",
  "nav.about": "Quiénes somos",
  "nav.contact": "Contacto",
  "nav.admin": "Administración",
  "nav.adminPanel": "Panel de administración",
  "nav.menu": "Menú",
  "nav.openMenu": "Abrir menú",
  "nav.mainNavigation": "Navegación principal",
  "nav.sectionLinks": "Secciones del sitio",
  "nav.stripSearch": "Búsqueda rápida",

  "search.placeholder": "Buscar recetas...",
  "search.label": "Buscar recetas",
  "search.clear": "Borrar búsqueda",
  "search.submit": "Buscar",

  "language.label": "Idioma",
  "language.choose": "Elegir idioma",
  "language.search": "Buscar idiomas...",
  "language.switching": "Cambiando de idioma…",
  "language.translating": "Traduciendo la página...",
  "language.more": "Hay {count} idiomas más disponibles. Sigue escribiendo para acotar la lista.",
  "language.none": "Ningún idioma coincide con «{query}».",

  "cart.open": "Abrir carrito",
  "cart.openWithCount": "Abrir carrito, {count} artículos",
  "cart.title": "Carrito de compras",
  "cart.empty": "Tu carrito está vacío.",
  "cart.emptyHint": "Añade productos, clases o los ingredientes de una receta y te esperarán aquí.",
  "cart.browseShop": "Explorar la tienda",
  "cart.total": "Total",
  "cart.clear": "Vaciar carrito",
  "cart.checkout": "Finalizar compra",
  "cart.decrease": "Reducir la cantidad de {name}",
  "cart.increase": "Aumentar la cantidad de {name}",
  "cart.remove": "Eliminar {name}",
  "cart.quantity": "Cantidad: {count}",
  "cart.added": "Añadido al carrito",

  "ad.label": "Publicidad",
  "ad.promoLabel": "De Ayur Kitchen",
  "ad.classes.title": "Cocina junto a nuestros chefs",
  "ad.classes.body": "Clases prácticas en grupos reducidos, desde técnicas de cuchillo hasta mezclas de especias ayurvédicas.",
  "ad.classes.cta": "Ver próximas clases",
  "ad.shop.title": "Equipa una despensa ayurvédica",
  "ad.shop.body": "Especias, ghee, cobre y hierro fundido elegidos por nuestra cocina.",
  "ad.shop.cta": "Visitar la tienda",
  "ad.newsletter.title": "Recetas de temporada por correo",
  "ad.newsletter.body": "Una carta breve cada dos semanas: qué cocinar ahora y por qué.",
  "ad.newsletter.cta": "Suscribirse",

  "footer.about": "Recetas, clases y catering con raíces en el ayurveda: comida deliciosa que se adapta a tu cuerpo y a la estación.",
  "footer.stats": "21.763+ recetas · 50+ países · 5.410+ productos",
  "footer.quickLinks": "Enlaces rápidos",
  "footer.services": "Servicios",
  "footer.contact": "Contacto",
  "footer.follow": "Síguenos",
  "footer.chefPortal": "Portal de chefs",
  "footer.newsletterTitle": "Suscríbete a nuestro boletín",
  "footer.newsletterBody": "Recetas de temporada y apuntes de cocina ayurvédica, cada dos semanas.",
  "footer.copyright": "© {year} {brand}. Todos los derechos reservados.",
  "footer.legal": "Legal",
  "footer.privacy": "Política de privacidad",
  "footer.terms": "Términos del servicio",
  "footer.disclaimer": "Descargo de responsabilidad",
  "footer.cookies": "Política de cookies",
  "footer.accessibility": "Accesibilidad",
  "footer.sitemap": "Mapa del sitio",
  "footer.contentRemoval": "Retirada de contenido",
  "footer.sponsor": "Hazte patrocinador",
  "footer.hours": "Horario",

  "newsletter.emailLabel": "Correo electrónico",
  "newsletter.emailPlaceholder": "tu@ejemplo.com",
  "newsletter.subscribe": "Suscribirse",
  "newsletter.subscribing": "Suscribiendo...",
  "newsletter.footerSuccessTitle": "¡Suscripción al boletín completada!",
  "newsletter.footerSuccessBody": "¡Gracias! Revisa tu bandeja de entrada y confirma tu suscripción con el enlace que te enviamos.",
  "newsletter.homeSuccessTitle": "¡Suscrito!",
  "newsletter.homeSuccessBody":
    "Casi listo: revisa tu bandeja de entrada y confirma con el enlace que te enviamos. Después llegan las recetas de temporada.",
  "newsletter.failedTitle": "No se pudo completar la suscripción",
  "newsletter.footerFailedBody": "Inténtalo de nuevo más tarde.",
  "newsletter.homeFailedBody": "Inténtalo de nuevo o contacta con soporte.",
  "newsletter.invalidEmail": "Introduce un correo electrónico válido",
  "newsletter.privacyNote": "Sin spam. Cancela la suscripción con un clic.",

  "recipe.untitled": "Receta sin título",
  "recipe.noDescription": "Esta receta no tiene descripción.",
  "recipe.totalTime": "Tiempo total: {time}",
  "recipe.favourite": "Guardar receta",

  "class.perPerson": "{price} por persona",
  "class.duration": "Duración: {time}",
  "class.instructor": "Con {name}",
  "class.difficulty.beginner": "Principiante",
  "class.difficulty.intermediate": "Intermedio",
  "class.difficulty.advanced": "Avanzado",

  "blog.category.kitchen-tips": "Consejos de cocina",
  "blog.category.seasonal": "De temporada",
  "blog.category.entertaining": "Recibir en casa",
  "blog.category.techniques": "Técnicas",
  "blog.category.ingredients": "Ingredientes",
  "blog.category.reviews": "Reseñas",
  "blog.category.nutrition": "Nutrición",
  "blog.readTime": "{count} min de lectura",
  "blog.by": "Por {author}",

  "product.wholesale": "Venta al por mayor",

  "notFound.title": "Página no encontrada",
  "notFound.metaTitle": "Página no encontrada",
  "notFound.description":
    "La página que buscabas no está aquí. Explora en su lugar más de 62.000 recetas, clases de cocina y nuestro blog de cocina.",
  "notFound.body":
    "No hemos podido encontrar la página que buscabas. Puede que se haya movido o que el enlace esté mal escrito. Ya que estás aquí, tienes más de 108.245 recetas y 51 artículos del blog por descubrir.",
  "notFound.home": "Inicio",
  "notFound.recipes": "Explorar recetas",
  "notFound.blog": "Blog de cocina",
  "notFound.classes": "Clases de cocina",
  "notFound.contact": "Contacto",
  "notFound.code": "Error 404",

  "error.title": "Algo salió mal",
  "error.body": "Un error inesperado impidió que esta página se cargara. Inténtalo de nuevo en unos instantes.",

  "static.onThisPage": "En esta página",
  "static.questions": "¿Tienes preguntas sobre esta página? Escríbenos a {email}.",

  "auth.register": "Registrarse",
  "auth.signIn": "Iniciar sesión",
  "auth.myAccount": "Mi cuenta",
  "auth.footerTitle": "Tu cuenta",
};

export const es: Catalogue = {
  ...shellEs,
  ...recipeListEs,
  ...blogEs,
  ...classesEs,
  ...cateringEs,
  ...homeEs,
  ...bookingCancelEs,
  ...newsletterLinksEs,
  ...dealsEs,
  ...formsEs,
  ...communityEs,
  ...guestChefsEs,
  ...shopEs,
  ...checkoutEs,
  ...recipeDetailEs,
  ...advancedSearchEs,
  ...accountDialogsEs,
  ...languageEs,
  ...apiDemoEs,
  ...sitemapEs,
  ...accountEs,
  ...accountOptionsEs,
  ...adminEs,
  ...adminReviewEs,
  ...adminInboxEs,
  ...adminPeopleEs,
  ...adminTranslationsEs,
  ...adminLibraryEs,
  ...dailyRecipeEs,
  ...adminClassesEs,
  ...adminOrdersEs,
};
