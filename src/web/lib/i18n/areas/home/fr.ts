import type { homeEn } from "./en";

/** French strings of the home page. */
export const homeFr: Record<keyof typeof homeEn, string> = {
  "home.title": "Recettes ayurvédiques, cours de cuisine et boutique",
  "home.description":
    "Cuisinez avec l’ayurveda : plus de 107 000 recettes avec des conseils pour vata, pitta et kapha, des cours de cuisine pratiques, une boutique et un service traiteur signés Ayur Kitchen.",
  "home.heroEyebrow": "Cuisine ayurvédique · Depuis 2004",
  "home.heroTitle": "Votre destination culinaire pour une cuisine qui soigne et qui régale",
  "home.heroBody":
    "Des recettes des quatre coins du monde, chacune accompagnée de conseils ayurvédiques pour vata, pitta et kapha, des cours pratiques et un garde-manger sélectionné par nos chefs.",
  "home.heroRecipes": "Découvrir les recettes",
  "home.heroClasses": "Suivre un cours de cuisine",
  "home.heroStatRecipes": "Recettes",
  "home.heroStatCountries": "Pays",
  "home.heroStatStudents": "Élèves formés",
  "home.featuredRecipes": "Recettes à la une",
  "home.featuredRecipesBody": "Des plats de saison choisis avec soin, chacun avec ses notes ayurvédiques.",
  "home.allRecipes": "Toutes les recettes",
  "home.featuredClasses": "Prochains cours de cuisine",
  "home.featuredClassesBody": "Petits groupes, vraies techniques et un repas partagé pour finir.",
  "home.allClasses": "Tous les cours",
  "home.spotlight": "Ingrédient à l’honneur",
  "home.spotlightBody": "Quatre incontournables du garde-manger ayurvédique, et leurs bienfaits.",
  "home.spotlight.turmeric.name": "Curcuma",
  "home.spotlight.turmeric.body":
    "Amer et réchauffant. Faites-le revenir dans le ghee avec du poivre noir pour la couleur et la profondeur ; équilibre kapha.",
  "home.spotlight.ginger.name": "Gingembre frais",
  "home.spotlight.ginger.body":
    "Piquant, et doux après digestion : il éveille l’appétit. Une tranche avec du citron et du sel avant le repas convient à vata et kapha.",
  "home.spotlight.ghee.name": "Ghee",
  "home.spotlight.ghee.body":
    "Beurre clarifié au point de fumée élevé. Rafraîchissant et nourrissant : apaise vata et pitta lorsqu’il est utilisé avec modération.",
  "home.spotlight.cumin.name": "Cumin",
  "home.spotlight.cumin.body":
    "Torréfiez les graines jusqu’à ce qu’elles embaument pour relever dals et riz ; léger et digestif, il convient aux trois doshas.",
  "home.doshaTag": "Idéal pour {dosha}",
  "home.featuredPosts": "Sur le blog",
  "home.featuredPostsBody": "Techniques, alimentation de saison et savoir-faire culinaire de nos chefs.",
  "home.allPosts": "Tous les articles",
  "home.featuredProducts": "En boutique",
  "home.featuredProductsBody": "Les ustensiles et ingrédients que nous utilisons chaque jour dans notre propre cuisine.",
  "home.allProducts": "Visiter la boutique",
  "home.expertiseTitle": "Cuisiner avec Chef Meera Raghavan",
  "home.expertiseBody":
    "Élevée au Kerala dans une famille de cuisiniers ayurvédiques et formée dans des cuisines classiques, notre cheffe met 20 ans d’enseignement au service de chaque recette et de chaque cours.",
  "home.expertise.ayurveda.title": "Nutrition ayurvédique",
  "home.expertise.ayurveda.body": "Chaque recette précise son effet sur vata, pitta et kapha, ses saveurs et sa saison.",
  "home.expertise.world.title": "Cuisines du monde",
  "home.expertise.world.body": "Du Kerala à Oaxaca : des plats classiques cuisinés avec soin et expliqués pas à pas.",
  "home.expertise.teaching.title": "Un enseignement pratique",
  "home.expertise.teaching.body": "Des cours pour débutants comme pour professionnels, en petits groupes et avec un vrai équipement.",
  "home.expertise.catering.title": "Un traiteur pour toutes les tailles",
  "home.expertise.catering.body": "Des buffets pour vos fêtes et des menus de cantine pour des équipes de 50 à 5 000 personnes.",
  "home.expertiseCta": "Rencontrer la cheffe",
  "home.newsletterTitle": "Recevez une recette de saison toutes les deux semaines",
  "home.newsletterBody":
    "Rejoignez plus de 50 000 cuisiniers amateurs. Chaque lettre apporte une recette de saison, un conseil ayurvédique et un accès en avant-première aux nouveaux cours.",
};
