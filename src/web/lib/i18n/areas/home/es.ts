import type { homeEn } from "./en";

/** Spanish strings of the home page. */
export const homeEs: Record<keyof typeof homeEn, string> = {
  "home.title": "Recetas ayurvédicas, clases de cocina y tienda de cocina",
  "home.description":
    "Cocina con el ayurveda: más de 107.000 recetas con pautas para vata, pitta y kapha, clases prácticas de cocina, una tienda de cocina y catering de Ayur Kitchen.",
  "home.heroEyebrow": "Cocina ayurvédica · Desde 2004",
  "home.heroTitle": "Tu destino culinario para una comida que sana y deleita",
  "home.heroBody":
    "Recetas de todos los rincones del mundo, cada una con pautas ayurvédicas para vata, pitta y kapha, clases prácticas y una despensa elegida por nuestros chefs.",
  "home.heroRecipes": "Explorar recetas",
  "home.heroClasses": "Apúntate a una clase de cocina",
  "home.heroStatRecipes": "Recetas",
  "home.heroStatCountries": "Países",
  "home.heroStatStudents": "Alumnos formados",
  "home.featuredRecipes": "Recetas destacadas",
  "home.featuredRecipesBody": "Platos de temporada seleccionados a mano, cada uno con sus notas ayurvédicas.",
  "home.allRecipes": "Todas las recetas",
  "home.featuredClasses": "Próximas clases de cocina",
  "home.featuredClassesBody": "Grupos reducidos, técnicas reales y una comida compartida al final.",
  "home.allClasses": "Todas las clases",
  "home.spotlight": "Ingrediente protagonista",
  "home.spotlightBody": "Cuatro imprescindibles de la despensa ayurvédica y lo que aportan.",
  "home.spotlight.turmeric.name": "Cúrcuma",
  "home.spotlight.turmeric.body":
    "Amarga y de efecto calorífico. Sofríela en ghee con pimienta negra para dar color y profundidad; equilibra kapha.",
  "home.spotlight.ginger.name": "Jengibre fresco",
  "home.spotlight.ginger.body":
    "Picante, y dulce tras la digestión: despierta el apetito. Una rodaja con limón y sal antes de comer conviene a vata y kapha.",
  "home.spotlight.ghee.name": "Ghee",
  "home.spotlight.ghee.body":
    "Mantequilla clarificada con un punto de humo alto. Refrescante y nutritivo: calma vata y pitta si se usa con moderación.",
  "home.spotlight.cumin.name": "Comino",
  "home.spotlight.cumin.body":
    "Tuesta las semillas hasta que desprendan su aroma para sazonar dals y arroces; ligero y digestivo, suave con los tres doshas.",
  "home.doshaTag": "Ideal para {dosha}",
  "home.featuredPosts": "Del blog",
  "home.featuredPostsBody": "Técnicas, alimentación de temporada y sabiduría culinaria de nuestros chefs.",
  "home.allPosts": "Todos los artículos",
  "home.featuredProducts": "De la tienda",
  "home.featuredProductsBody": "Utensilios e ingredientes que usamos a diario en nuestra propia cocina.",
  "home.allProducts": "Visitar la tienda",
  "home.expertiseTitle": "Cocinar con Chef Meera Raghavan",
  "home.expertiseBody":
    "Criada en una familia de cocineros ayurvédicos de Kerala y formada en cocinas clásicas, nuestra chef aporta 20 años de experiencia docente a cada receta y cada clase.",
  "home.expertise.ayurveda.title": "Nutrición ayurvédica",
  "home.expertise.ayurveda.body": "Cada receta indica su efecto sobre vata, pitta y kapha, sus sabores y su estación.",
  "home.expertise.world.title": "Cocinas del mundo",
  "home.expertise.world.body": "De Kerala a Oaxaca: platos clásicos cocinados con esmero y explicados paso a paso.",
  "home.expertise.teaching.title": "Enseñanza práctica",
  "home.expertise.teaching.body": "Clases para principiantes y profesionales, en grupos reducidos y con equipo real.",
  "home.expertise.catering.title": "Catering para todos los tamaños",
  "home.expertise.catering.body": "Bufés para celebraciones y menús de comedor para equipos de 50 a 5.000 personas.",
  "home.expertiseCta": "Conoce a la chef",
  "home.newsletterTitle": "Recibe una receta de temporada cada dos semanas",
  "home.newsletterBody":
    "Únete a más de 50.000 cocineros caseros. Cada carta trae una receta de temporada, un consejo ayurvédico y acceso anticipado a las nuevas clases.",
};
