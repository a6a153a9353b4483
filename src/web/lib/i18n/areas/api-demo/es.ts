import type { apiDemoEn } from "./en";

/** Spanish strings of the API demo page. */
export const apiDemoEs: Record<keyof typeof apiDemoEn, string> = {
  "language.demo.title": "Demo de la API",
  "language.demo.description":
    "Prueba la API de traducción de Ayur Kitchen con tu propio texto, traduce una página entera y descubre cómo consultar la API de recetas: rutas, parámetros y formato de las respuestas.",
  "language.demo.eyebrow": "Para desarrolladores",
  "language.demo.intro":
    "El sitio funciona sobre una pequeña API JSON. Prueba el servicio de traducción a continuación o consulta cómo obtener recetas y sus listas de referencia para tus propios proyectos.",
  "language.demo.translateTitle": "Traducir un texto",
  "language.demo.translateBody": "Escribe un texto en inglés, elige un idioma y envíalo a la API de traducción.",
  "language.demo.textLabel": "Texto que traducir",
  "language.demo.textPlaceholder": "Warm spices such as ginger and cumin help digestion in the colder months.",
  "language.demo.textRequired": "Escribe un texto para traducir",
  "language.demo.targetLabel": "Idioma de destino",
  "language.demo.submit": "Traducir",
  "language.demo.submitting": "Traduciendo...",
  "language.demo.result": "Traducción",
  "language.demo.failed": "La traducción ha fallado",
  "language.demo.pageTitle": "Traducir esta página",
  "language.demo.pageBody":
    "Traduce automáticamente todos los textos de esta página al idioma elegido arriba. Los ejemplos de código y los nombres no cambian.",
  "language.demo.pageButton": "Traducir toda la página",
  "language.demo.pageRestore": "Ver el original",
  "language.demo.apiTitle": "API de recetas",
  "language.demo.apiBody": "Rutas de solo lectura que responden en JSON. No se necesita clave; todas las rutas empiezan por /api.",
  "language.demo.parameters": "Parámetros de consulta",
  "language.demo.pathParameters": "Parámetros de ruta",
  "language.demo.noParameters": "Sin parámetros.",
  "language.demo.parameter": "Nombre",
  "language.demo.meaning": "Significado",
  "language.demo.sampleResponse": "Respuesta de ejemplo",
  "language.demo.errors":
    "Una entrada incorrecta responde 400 con un mensaje por campo y una receta desconocida responde 404; los errores traen un mensaje y, en el caso de 400, una lista de problemas.",
  "language.demo.recipes.summary": "Una página de recetas, filtrada y con búsqueda. Solo se aplican los filtros que envíes.",
  "language.demo.recipes.category": "Nombre de la categoría, por ejemplo main-course",
  "language.demo.recipes.cuisine": "Nombre de la cocina, por ejemplo indian",
  "language.demo.recipes.dietType": "Nombre del tipo de dieta, por ejemplo vegan",
  "language.demo.recipes.search": "Palabras que buscar en títulos, descripciones e ingredientes",
  "language.demo.recipes.page": "Número de página, desde 1 (por defecto 1)",
  "language.demo.recipes.limit": "Recetas por página, de 1 a 50 (por defecto 12)",
  "language.demo.recipes.featured": "true, sin otros parámetros, devuelve las recetas destacadas como una lista simple",
  "language.demo.recipe.summary": "Una receta con sus ingredientes, instrucciones, información nutricional y propiedades ayurvédicas.",
  "language.demo.recipe.id": "Id de la receta, un número entero positivo",
  "language.demo.categories.summary": "Todas las categorías de recetas, para el filtro de categoría.",
  "language.demo.cuisines.summary": "Todas las cocinas, con su bandera cuando la tienen.",
  "language.demo.dietTypes.summary": "Todos los tipos de dieta, para el filtro de dieta.",
};
