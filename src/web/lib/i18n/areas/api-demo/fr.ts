import type { apiDemoEn } from "./en";

/** French strings of the API demo page. */
export const apiDemoFr: Record<keyof typeof apiDemoEn, string> = {
  "language.demo.title": "Démo de l’API",
  "language.demo.description":
    "Essayez l’API de traduction d’Ayur Kitchen sur votre propre texte, traduisez une page entière et découvrez comment interroger l’API des recettes : routes, paramètres et forme des réponses.",
  "language.demo.eyebrow": "Pour les développeurs",
  "language.demo.intro":
    "Le site repose sur une petite API JSON. Essayez le service de traduction ci-dessous, ou voyez comment récupérer les recettes et leurs listes de référence pour vos propres projets.",
  "language.demo.translateTitle": "Traduire un texte",
  "language.demo.translateBody": "Écrivez un texte en anglais, choisissez une langue et envoyez-le à l’API de traduction.",
  "language.demo.textLabel": "Texte à traduire",
  "language.demo.textPlaceholder": "Warm spices such as ginger and cumin help digestion in the colder months.",
  "language.demo.textRequired": "Saisissez un texte à traduire",
  "language.demo.targetLabel": "Langue cible",
  "language.demo.submit": "Traduire",
  "language.demo.submitting": "Traduction...",
  "language.demo.result": "Traduction",
  "language.demo.failed": "La traduction a échoué",
  "language.demo.pageTitle": "Traduire cette page",
  "language.demo.pageBody":
    "Traduisez automatiquement tous les textes de cette page dans la langue choisie ci-dessus. Les exemples de code et les noms restent tels quels.",
  "language.demo.pageButton": "Traduire toute la page",
  "language.demo.pageRestore": "Revenir à l’original",
  "language.demo.apiTitle": "API des recettes",
  "language.demo.apiBody":
    "Des routes en lecture seule qui répondent en JSON. Aucune clé n’est nécessaire ; chaque chemin commence par /api.",
  "language.demo.parameters": "Paramètres de requête",
  "language.demo.pathParameters": "Paramètres de chemin",
  "language.demo.noParameters": "Aucun paramètre.",
  "language.demo.parameter": "Nom",
  "language.demo.meaning": "Signification",
  "language.demo.sampleResponse": "Exemple de réponse",
  "language.demo.referenceTitle": "Toute l'API, interactive",
  "language.demo.referenceBody":
    "Chaque point d'accès du site avec ses paramètres, corps de requête, réponses et exemples, générés à partir des schémas avec lesquels le serveur valide.",
  "language.demo.referenceOpen": "Ouvrir la référence dans sa propre page",
  "language.demo.referenceDocument": "Télécharger le document OpenAPI",
  "language.demo.referenceFrame": "Référence interactive de l'API",
  "language.demo.errors":
    "Une saisie invalide renvoie 400 avec un message par champ, une recette inconnue renvoie 404 ; les erreurs contiennent un message et, pour 400, une liste de problèmes.",
  "language.demo.recipes.summary": "Une page de recettes, filtrée et recherchée. Seuls les filtres envoyés s’appliquent.",
  "language.demo.recipes.category": "Nom de la catégorie, par exemple main-course",
  "language.demo.recipes.cuisine": "Nom de la cuisine, par exemple indian",
  "language.demo.recipes.dietType": "Nom du régime, par exemple vegan",
  "language.demo.recipes.search": "Mots à chercher dans les titres, les descriptions et les ingrédients",
  "language.demo.recipes.page": "Numéro de page, à partir de 1 (1 par défaut)",
  "language.demo.recipes.limit": "Recettes par page, de 1 à 50 (12 par défaut)",
  "language.demo.recipes.featured": "true, seul, renvoie les recettes à la une sous forme de simple liste",
  "language.demo.recipe.summary":
    "Une recette avec ses ingrédients, ses étapes, ses valeurs nutritionnelles et ses propriétés ayurvédiques.",
  "language.demo.recipe.id": "Identifiant de la recette, un entier positif",
  "language.demo.categories.summary": "Toutes les catégories de recettes, pour le filtre par catégorie.",
  "language.demo.cuisines.summary": "Toutes les cuisines, avec leur drapeau quand elles en ont un.",
  "language.demo.dietTypes.summary": "Tous les régimes, pour le filtre par régime.",
};
