import { accountDialogsFr } from "./areas/account-dialogs/fr";
import { accountFr } from "./areas/account/fr";
import { accountOptionsFr } from "./areas/account-options/fr";
import { adminFr } from "./areas/admin/fr";
import { adminReviewFr } from "./areas/admin-review/fr";
import { adminInboxFr } from "./areas/admin-inbox/fr";
import { adminPeopleFr } from "./areas/admin-people/fr";
import { adminTranslationsFr } from "./areas/admin-translations/fr";
import { adminLibraryFr } from "./areas/admin-library/fr";
import { dailyRecipeFr } from "./areas/daily-recipe/fr";
import { adminClassesFr } from "./areas/admin-classes/fr";
import { adminOrdersFr } from "./areas/admin-orders/fr";
import { advancedSearchFr } from "./areas/advanced-search/fr";
import { blogFr } from "./areas/blog/fr";
import { bookingCancelFr } from "./areas/bookings/fr";
import { newsletterLinksFr } from "./areas/newsletter/fr";
import { cateringFr } from "./areas/catering/fr";
import { checkoutFr } from "./areas/checkout/fr";
import { classesFr } from "./areas/classes/fr";
import { communityFr } from "./areas/community/fr";
import { dealsFr } from "./areas/deals/fr";
import { formsFr } from "./areas/forms/fr";
import { guestChefsFr } from "./areas/guest-chefs/fr";
import { homeFr } from "./areas/home/fr";
import { languageFr } from "./areas/language/fr";
import { apiDemoFr } from "./areas/api-demo/fr";
import { sitemapFr } from "./areas/sitemap/fr";
import { recipeDetailFr } from "./areas/recipe-detail/fr";
import { recipeListFr } from "./areas/recipe-list/fr";
import { shopFr } from "./areas/shop/fr";
import type { AreaKey, Catalogue } from "./en";

/** French UI catalogue. */
const shellFr: Omit<Catalogue, AreaKey> = {
  "brand.tagline": "La cuisine ayurvédique pour toutes les cuisines",
  "common.skipToContent": "Aller au contenu principal",
  "common.somethingWrong": "Une erreur s’est produite",
  "common.tryAgain": "Réessayer",
  "common.close": "Fermer",
  "common.loading": "Chargement…",
  "common.minutes": "{count} min",
  "common.servings": "{count} portions",
  "common.reviews": "({count} avis)",
  "common.ratingLabel": "Noté {rating} sur 5",
  "common.imageUnavailable": "Image indisponible",
  "common.viewAll": "Tout voir",
  "common.learnMore": "En savoir plus",
  "common.readMore": "Lire la suite",
  "common.lastUpdated": "Dernière mise à jour : {date}",
  "common.home": "Accueil",
  "common.spotsLeft": "{count} places restantes",
  "common.spotLeftOne": "1 place restante",
  "common.fullyBooked": "Complet",
  "common.nextSession": "Prochaine séance : {date}",
  "common.outOfStock": "Rupture de stock",
  "common.addToCart": "Ajouter au panier",

  "nav.home": "Accueil",
  "nav.recipes": "Recettes",
  "nav.buffetMenus": "Menus buffet",
  "nav.industrialCatering": "Restauration collective",
  "nav.shop": "Boutique",
  "nav.blog": "Blog",
  "nav.communityRecipes": "Recettes de la communauté",
  "nav.shareRecipe": "Partager une recette",
  "nav.guestChef": "Chef invité",
  "nav.featuredChefs": "Chefs à l’honneur",
  "nav.earnShare": "Partagez et gagnez",
  "nav.classes": "Cours de cuisine",
  "nav.deals": "Promotions",
  "nav.about": "À propos",
  "nav.contact": "Contact",
  "nav.admin": "Administration",
  "nav.adminPanel": "Panneau d’administration",
  "nav.menu": "Menu",
  "nav.openMenu": "Ouvrir le menu",
  "nav.mainNavigation": "Navigation principale",
  "nav.sectionLinks": "Rubriques du site",
  "nav.stripSearch": "Recherche rapide",

  "search.placeholder": "Rechercher des recettes...",
  "search.label": "Rechercher des recettes",
  "search.clear": "Effacer la recherche",
  "search.submit": "Rechercher",

  "language.label": "Langue",
  "language.choose": "Choisir la langue",
  "language.search": "Rechercher une langue...",
  "language.switching": "Changement de langue…",
  "language.translating": "Traduction de la page...",
  "language.more": "{count} autres langues disponibles. Continuez à taper pour affiner la liste.",
  "language.none": "Aucune langue ne correspond à « {query} ».",

  "cart.open": "Ouvrir le panier",
  "cart.openWithCount": "Ouvrir le panier, {count} articles",
  "cart.title": "Panier",
  "cart.empty": "Votre panier est vide.",
  "cart.emptyHint": "Ajoutez des produits, des cours ou les ingrédients d’une recette : ils vous attendront ici.",
  "cart.browseShop": "Parcourir la boutique",
  "cart.total": "Total",
  "cart.clear": "Vider le panier",
  "cart.checkout": "Passer la commande",
  "cart.decrease": "Diminuer la quantité de {name}",
  "cart.increase": "Augmenter la quantité de {name}",
  "cart.remove": "Retirer {name}",
  "cart.quantity": "Quantité : {count}",
  "cart.added": "Ajouté au panier",

  "ad.label": "Publicité",
  "ad.promoLabel": "De la part d’Ayur Kitchen",
  "ad.classes.title": "Cuisinez aux côtés de nos chefs",
  "ad.classes.body": "Des cours pratiques en petits groupes, des techniques de couteau aux mélanges d’épices ayurvédiques.",
  "ad.classes.cta": "Voir les prochains cours",
  "ad.shop.title": "Garnissez un garde-manger ayurvédique",
  "ad.shop.body": "Épices, ghee, cuivre et fonte sélectionnés par notre cuisine.",
  "ad.shop.cta": "Visiter la boutique",
  "ad.newsletter.title": "Des recettes de saison par e-mail",
  "ad.newsletter.body": "Une courte lettre toutes les deux semaines : quoi cuisiner maintenant, et pourquoi.",
  "ad.newsletter.cta": "S’abonner",

  "footer.about": "Recettes, cours et traiteur ancrés dans l’ayurveda : une cuisine délicieuse, adaptée à votre corps et à la saison.",
  "footer.stats": "21 763+ recettes · 50+ pays · 5 410+ produits",
  "footer.quickLinks": "Liens rapides",
  "footer.services": "Services",
  "footer.contact": "Contact",
  "footer.follow": "Suivez-nous",
  "footer.chefPortal": "Espace chefs",
  "footer.newsletterTitle": "Abonnez-vous à notre newsletter",
  "footer.newsletterBody": "Recettes de saison et carnets de cuisine ayurvédique, toutes les deux semaines.",
  "footer.copyright": "© {year} {brand}. Tous droits réservés.",
  "footer.legal": "Informations légales",
  "footer.privacy": "Politique de confidentialité",
  "footer.terms": "Conditions d’utilisation",
  "footer.disclaimer": "Avertissement",
  "footer.cookies": "Politique relative aux cookies",
  "footer.accessibility": "Accessibilité",
  "footer.sitemap": "Plan du site",
  "footer.contentRemoval": "Retrait de contenu",
  "footer.sponsor": "Devenir sponsor",
  "footer.hours": "Horaires",

  "newsletter.emailLabel": "Adresse e-mail",
  "newsletter.emailPlaceholder": "vous@exemple.com",
  "newsletter.subscribe": "S’abonner",
  "newsletter.subscribing": "Abonnement en cours...",
  "newsletter.footerSuccessTitle": "Abonnement à la newsletter confirmé !",
  "newsletter.footerSuccessBody": "Merci ! Consultez votre boîte de réception et confirmez votre abonnement avec le lien envoyé.",
  "newsletter.homeSuccessTitle": "Abonné !",
  "newsletter.homeSuccessBody":
    "Presque fini : consultez votre boîte de réception et confirmez avec le lien envoyé. Les recettes de saison suivront.",
  "newsletter.failedTitle": "Échec de l’abonnement",
  "newsletter.footerFailedBody": "Veuillez réessayer plus tard.",
  "newsletter.homeFailedBody": "Veuillez réessayer ou contacter l’assistance.",
  "newsletter.invalidEmail": "Veuillez saisir une adresse e-mail valide",
  "newsletter.privacyNote": "Pas de spam. Désabonnement en un clic.",

  "recipe.untitled": "Recette sans titre",
  "recipe.noDescription": "Aucune description disponible pour cette recette.",
  "recipe.totalTime": "Temps total : {time}",
  "recipe.favourite": "Enregistrer la recette",

  "class.perPerson": "{price} par personne",
  "class.duration": "Durée : {time}",
  "class.instructor": "Avec {name}",
  "class.difficulty.beginner": "Débutant",
  "class.difficulty.intermediate": "Intermédiaire",
  "class.difficulty.advanced": "Avancé",

  "blog.category.kitchen-tips": "Astuces de cuisine",
  "blog.category.seasonal": "De saison",
  "blog.category.entertaining": "Recevoir",
  "blog.category.techniques": "Techniques",
  "blog.category.ingredients": "Ingrédients",
  "blog.category.reviews": "Tests et avis",
  "blog.category.nutrition": "Nutrition",
  "blog.readTime": "{count} min de lecture",
  "blog.by": "Par {author}",

  "product.wholesale": "Vente en gros",

  "notFound.title": "Page introuvable",
  "notFound.metaTitle": "Page introuvable",
  "notFound.description":
    "La page que vous cherchez n’est pas ici. Découvrez plutôt plus de 62 000 recettes, nos cours de cuisine et notre blog culinaire.",
  "notFound.body":
    "Nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée, ou le lien contient une faute de frappe. Puisque vous êtes là, plus de 108 245 recettes et 51 articles de blog n’attendent que vous.",
  "notFound.home": "Accueil",
  "notFound.recipes": "Parcourir les recettes",
  "notFound.blog": "Blog culinaire",
  "notFound.classes": "Cours de cuisine",
  "notFound.contact": "Contact",
  "notFound.code": "Erreur 404",

  "error.title": "Une erreur s’est produite",
  "error.body": "Une erreur inattendue a empêché le chargement de cette page. Veuillez réessayer dans un instant.",

  "static.onThisPage": "Sur cette page",
  "static.questions": "Des questions sur cette page ? Écrivez-nous à {email}.",

  "auth.register": "S’inscrire",
  "auth.signIn": "Se connecter",
  "auth.myAccount": "Mon compte",
  "auth.footerTitle": "Votre compte",
};

export const fr: Catalogue = {
  ...shellFr,
  ...recipeListFr,
  ...blogFr,
  ...classesFr,
  ...cateringFr,
  ...homeFr,
  ...bookingCancelFr,
  ...newsletterLinksFr,
  ...dealsFr,
  ...formsFr,
  ...communityFr,
  ...guestChefsFr,
  ...shopFr,
  ...checkoutFr,
  ...recipeDetailFr,
  ...advancedSearchFr,
  ...accountDialogsFr,
  ...languageFr,
  ...apiDemoFr,
  ...sitemapFr,
  ...accountFr,
  ...accountOptionsFr,
  ...adminFr,
  ...adminReviewFr,
  ...adminInboxFr,
  ...adminPeopleFr,
  ...adminTranslationsFr,
  ...adminLibraryFr,
  ...dailyRecipeFr,
  ...adminClassesFr,
  ...adminOrdersFr,
};
