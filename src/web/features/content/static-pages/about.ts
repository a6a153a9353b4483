import type { StaticPageTranslations } from "./types";

export const aboutPage: StaticPageTranslations = {
  en: {
    title: "About Chef Meera Raghavan",
    description:
      "Meet Chef Meera Raghavan, a Kerala-born Ayurvedic chef with 20+ years in professional kitchens, award-winning cookbook author and founder of Ayur Kitchen.",
    intro:
      "Ayur Kitchen grew out of one cook's lifelong conviction: that the old Ayurvedic way of eating can be joyful, practical and delicious in a modern kitchen. That cook is Chef Meera Raghavan.",
    sections: [
      {
        id: "biography",
        heading: "Her story",
        blocks: [
          {
            type: "p",
            text: "Meera grew up in Palakkad, Kerala, in a family that had cooked for generations in the kitchen of an Ayurvedic healing house run by her great-uncle, a village vaidya. Before she could read a recipe, her grandmother Kamala had taught her to taste for the six rasas and to change a pot of rice kanji or rasam to suit a patient's constitution and the season outside.",
          },
          {
            type: "p",
            text: "At nineteen she left home to learn the other half of her craft. She trained in culinary arts in Bengaluru, then studied classical French technique in Lyon, where sauces, stocks and strict kitchen discipline gave her a new language for the flavours she had grown up with.",
          },
          {
            type: "p",
            text: "She spent the following years in demanding hotel and restaurant kitchens in Mumbai and London, rising to sous-chef, before moving to San Francisco. There she opened Shadrasa, a small Mission District restaurant known for seasonal thalis that balanced all six tastes on one plate. It ran for twelve years and earned a loyal following.",
          },
          {
            type: "p",
            text: "Today, with more than twenty years in professional kitchens behind her, Meera leads Ayur Kitchen: she writes and tests the recipes on this site, teaches our cooking classes on Valencia Street, designs menus for our buffet and industrial catering, and mentors the guest chefs who cook with us.",
          },
        ],
      },
      {
        id: "credentials",
        heading: "Credentials",
        blocks: [
          {
            type: "list",
            items: [
              "Diploma in Culinary Arts, Deccan Institute of Culinary Arts, Bengaluru",
              "Advanced Certificate in Classical French Cuisine, Atelier Culinaire Bellecour, Lyon",
              "Certified Ayurvedic Culinary Practitioner, Kerala Guild of Ayurvedic Cooks",
              "Certificate in Applied Nutrition Science, Pacific Coast Institute of Health Studies",
              "Certified Food Protection Manager, with current food safety certification in California",
            ],
          },
        ],
      },
      {
        id: "expertise",
        heading: "Expertise",
        blocks: [
          {
            type: "list",
            items: [
              "Traditional Kerala and South Indian home cooking",
              "Menus that balance vata, pitta and kapha",
              "Seasonal eating (ritucharya) and the six tastes",
              "Spice blending, tempering and fresh masalas",
              "Plant-forward, dairy-free and gluten-free Ayurvedic dishes",
              "Large-scale menus for buffets, events and workplace kitchens",
              "Teaching home cooks and training professional kitchen teams",
            ],
          },
        ],
      },
      {
        id: "philosophy",
        heading: "Her philosophy",
        blocks: [
          {
            type: "quote",
            text: "Food is the first medicine we take each day, and one of our first pleasures. I cook so that both arrive on the same plate, without anyone having to choose between them.",
            cite: "Chef Meera Raghavan",
          },
          {
            type: "p",
            text: "In her classes, Meera rarely talks about rules. She asks students to notice how a dish feels: warming or cooling, heavy or light, grounding or energising. From there, choosing the right meal for the day becomes second nature.",
          },
        ],
      },
      {
        id: "awards",
        heading: "Awards and recognition",
        blocks: [
          {
            type: "list",
            items: [
              "Golden Ladle Award for Regional Indian Cuisine (2011)",
              "Bay Area Culinary Guild, Chef of the Year (2016)",
              "International Cookbook Circle, Best Health and Wellness Cookbook, for Cooling Plates (2019)",
              "San Francisco Green Kitchens Network, Sustainable Table Award (2022)",
              "Kerala Food Heritage Foundation, Tradition Keeper Honour (2023)",
            ],
          },
        ],
      },
      {
        id: "published-works",
        heading: "Published works",
        blocks: [
          {
            type: "list",
            items: [
              "The Six Tastes Kitchen: Ayurvedic Cooking for Every Season (2012): her first book, built around the recipes of her grandmother's kitchen.",
              "Agni: Slow-Fire Recipes from a Kerala Home (2015): stews, curries and breads that nourish digestion.",
              "Cooling Plates: Pitta-Friendly Food for Hot Days (2018): light, fresh dishes for summer and for fiery temperaments.",
              "The Balanced Thali: Building Everyday Meals by Dosha (2021): a practical guide to planning a week of balanced meals.",
              "Kanji to Kitchari: Gentle Comfort Food for Every Constitution (2024): soothing one-pot recipes for busy or tired days.",
            ],
          },
        ],
      },
      {
        id: "mission",
        heading: "Our mission",
        blocks: [
          {
            type: "p",
            text: "Ayur Kitchen exists to bring Ayurvedic cooking out of the textbook and into everyday kitchens. We want every recipe to be tested, clear and delicious, every piece of dosha guidance to be honest about what it is and is not, and every class to send people home more confident at the stove.",
          },
          {
            type: "p",
            text: "We buy from local farms whenever we can, waste as little as possible, and pay the home cooks and guest chefs who share their recipes with our community. Tradition is our foundation, and curiosity keeps it alive.",
          },
        ],
      },
    ],
  },
  es: {
    title: "Sobre la chef Meera Raghavan",
    description:
      "Conoce a la chef Meera Raghavan, cocinera ayurvédica de Kerala con más de 20 años en cocinas profesionales, autora premiada y fundadora de Ayur Kitchen.",
    intro:
      "Ayur Kitchen nació de la convicción de toda una vida de una cocinera: que la antigua forma ayurvédica de comer puede ser alegre, práctica y deliciosa en una cocina moderna. Esa cocinera es la chef Meera Raghavan.",
    sections: [
      {
        id: "biography",
        heading: "Su historia",
        blocks: [
          {
            type: "p",
            text: "Meera creció en Palakkad, Kerala, en una familia que durante generaciones había cocinado en la casa de curación ayurvédica de su tío abuelo, un vaidya de pueblo. Antes de saber leer una receta, su abuela Kamala ya le había enseñado a reconocer los seis rasas y a adaptar una olla de kanji de arroz o de rasam a la constitución de cada paciente y a la estación del año.",
          },
          {
            type: "p",
            text: "A los diecinueve años se marchó de casa para aprender la otra mitad de su oficio. Se formó en artes culinarias en Bengaluru y después estudió técnica francesa clásica en Lyon, donde las salsas, los fondos y la estricta disciplina de cocina le dieron un nuevo lenguaje para los sabores con los que había crecido.",
          },
          {
            type: "p",
            text: "Pasó los años siguientes en exigentes cocinas de hoteles y restaurantes de Bombay y Londres, hasta llegar a segunda de cocina, antes de instalarse en San Francisco. Allí abrió Shadrasa, un pequeño restaurante del barrio de la Misión conocido por sus thalis de temporada, que equilibraban los seis sabores en un solo plato. Estuvo abierto doce años y se ganó una clientela fiel.",
          },
          {
            type: "p",
            text: "Hoy, con más de veinte años de experiencia en cocinas profesionales, Meera dirige Ayur Kitchen: escribe y prueba las recetas de este sitio, imparte nuestras clases de cocina en Valencia Street, diseña los menús de nuestro catering para bufés e industrial y acompaña a los chefs invitados que cocinan con nosotros.",
          },
        ],
      },
      {
        id: "credentials",
        heading: "Formación y certificaciones",
        blocks: [
          {
            type: "list",
            items: [
              "Diploma en Artes Culinarias, Deccan Institute of Culinary Arts, Bengaluru",
              "Certificado avanzado en cocina francesa clásica, Atelier Culinaire Bellecour, Lyon",
              "Practicante certificada de cocina ayurvédica, Kerala Guild of Ayurvedic Cooks",
              "Certificado en Ciencias de la Nutrición Aplicada, Pacific Coast Institute of Health Studies",
              "Gerente certificada en protección de alimentos, con la certificación vigente de seguridad alimentaria de California",
            ],
          },
        ],
      },
      {
        id: "expertise",
        heading: "Especialidades",
        blocks: [
          {
            type: "list",
            items: [
              "Cocina casera tradicional de Kerala y del sur de la India",
              "Menús que equilibran vata, pitta y kapha",
              "Alimentación de temporada (ritucharya) y los seis sabores",
              "Mezclas de especias, sofritos aromáticos y masalas frescos",
              "Platos ayurvédicos de base vegetal, sin lácteos y sin gluten",
              "Menús a gran escala para bufés, eventos y comedores de empresa",
              "Enseñanza a cocineros aficionados y formación de equipos profesionales",
            ],
          },
        ],
      },
      {
        id: "philosophy",
        heading: "Su filosofía",
        blocks: [
          {
            type: "quote",
            text: "La comida es la primera medicina que tomamos cada día y uno de nuestros primeros placeres. Cocino para que ambos lleguen en el mismo plato, sin que nadie tenga que elegir entre ellos.",
            cite: "Chef Meera Raghavan",
          },
          {
            type: "p",
            text: "En sus clases, Meera casi nunca habla de reglas. Pide a sus alumnos que se fijen en cómo se siente un plato: si calienta o refresca, si es pesado o ligero, si asienta o da energía. A partir de ahí, elegir la comida adecuada para cada día se vuelve algo natural.",
          },
        ],
      },
      {
        id: "awards",
        heading: "Premios y reconocimientos",
        blocks: [
          {
            type: "list",
            items: [
              "Golden Ladle Award a la cocina regional india (2011)",
              "Bay Area Culinary Guild, Chef del Año (2016)",
              "International Cookbook Circle, mejor libro de cocina de salud y bienestar, por Cooling Plates (2019)",
              "San Francisco Green Kitchens Network, premio Sustainable Table (2022)",
              "Kerala Food Heritage Foundation, distinción Tradition Keeper (2023)",
            ],
          },
        ],
      },
      {
        id: "published-works",
        heading: "Obras publicadas",
        blocks: [
          {
            type: "list",
            items: [
              "The Six Tastes Kitchen: Ayurvedic Cooking for Every Season (2012): su primer libro, construido en torno a las recetas de la cocina de su abuela.",
              "Agni: Slow-Fire Recipes from a Kerala Home (2015): guisos, curris y panes que cuidan la digestión.",
              "Cooling Plates: Pitta-Friendly Food for Hot Days (2018): platos ligeros y frescos para el verano y los temperamentos más intensos.",
              "The Balanced Thali: Building Everyday Meals by Dosha (2021): una guía práctica para planificar una semana de comidas equilibradas.",
              "Kanji to Kitchari: Gentle Comfort Food for Every Constitution (2024): recetas reconfortantes en una sola olla para los días ajetreados o de cansancio.",
            ],
          },
        ],
      },
      {
        id: "mission",
        heading: "Nuestra misión",
        blocks: [
          {
            type: "p",
            text: "Ayur Kitchen existe para sacar la cocina ayurvédica de los libros de texto y llevarla a las cocinas de cada día. Queremos que cada receta esté probada, sea clara y deliciosa, que cada indicación sobre los doshas sea honesta sobre lo que es y lo que no es, y que cada clase devuelva a la gente a casa con más confianza frente a los fogones.",
          },
          {
            type: "p",
            text: "Compramos a granjas locales siempre que podemos, desperdiciamos lo mínimo y pagamos a los cocineros aficionados y chefs invitados que comparten sus recetas con nuestra comunidad. La tradición es nuestra base, y la curiosidad la mantiene viva.",
          },
        ],
      },
    ],
  },
  fr: {
    title: "À propos de la cheffe Meera Raghavan",
    description:
      "Découvrez Meera Raghavan, cheffe ayurvédique née au Kerala : plus de 20 ans en cuisine professionnelle, autrice primée et fondatrice d'Ayur Kitchen.",
    intro:
      "Ayur Kitchen est né de la conviction de toute une vie d'une cuisinière : la manière ayurvédique de se nourrir peut être joyeuse, pratique et délicieuse dans une cuisine moderne. Cette cuisinière, c'est la cheffe Meera Raghavan.",
    sections: [
      {
        id: "biography",
        heading: "Son parcours",
        blocks: [
          {
            type: "p",
            text: "Meera a grandi à Palakkad, au Kerala, dans une famille qui cuisinait depuis des générations pour la maison de soins ayurvédiques de son grand-oncle, vaidya de village. Avant même de savoir lire une recette, elle avait appris de sa grand-mère Kamala à reconnaître les six rasas et à adapter une marmite de kanji de riz ou de rasam à la constitution de chaque patient et à la saison.",
          },
          {
            type: "p",
            text: "À dix-neuf ans, elle quitte la maison pour apprendre l'autre moitié de son métier. Elle se forme aux arts culinaires à Bengaluru, puis étudie la technique française classique à Lyon, où les sauces, les fonds et la rigueur de la brigade lui donnent un nouveau langage pour les saveurs de son enfance.",
          },
          {
            type: "p",
            text: "Elle passe les années suivantes dans des cuisines exigeantes d'hôtels et de restaurants à Bombay et à Londres, jusqu'au poste de sous-cheffe, avant de s'installer à San Francisco. Elle y ouvre Shadrasa, un petit restaurant du quartier de Mission réputé pour ses thalis de saison réunissant les six saveurs dans une même assiette. Il restera ouvert douze ans et gagnera une clientèle fidèle.",
          },
          {
            type: "p",
            text: "Aujourd'hui, forte de plus de vingt ans en cuisine professionnelle, Meera dirige Ayur Kitchen : elle écrit et teste les recettes de ce site, anime nos cours de cuisine sur Valencia Street, conçoit les menus de nos buffets et de notre restauration collective, et accompagne les chefs invités qui cuisinent avec nous.",
          },
        ],
      },
      {
        id: "credentials",
        heading: "Diplômes et certifications",
        blocks: [
          {
            type: "list",
            items: [
              "Diplôme en arts culinaires, Deccan Institute of Culinary Arts, Bengaluru",
              "Certificat avancé de cuisine française classique, Atelier Culinaire Bellecour, Lyon",
              "Praticienne certifiée en cuisine ayurvédique, Kerala Guild of Ayurvedic Cooks",
              "Certificat en sciences de la nutrition appliquée, Pacific Coast Institute of Health Studies",
              "Responsable certifiée en sécurité alimentaire, titulaire de la certification en vigueur en Californie",
            ],
          },
        ],
      },
      {
        id: "expertise",
        heading: "Domaines d'expertise",
        blocks: [
          {
            type: "list",
            items: [
              "Cuisine familiale traditionnelle du Kerala et du sud de l'Inde",
              "Menus équilibrant vata, pitta et kapha",
              "Alimentation de saison (ritucharya) et les six saveurs",
              "Mélanges d'épices, tempérages et masalas frais",
              "Plats ayurvédiques végétaux, sans lactose et sans gluten",
              "Menus à grande échelle pour buffets, événements et restaurants d'entreprise",
              "Enseignement aux cuisiniers amateurs et formation d'équipes professionnelles",
            ],
          },
        ],
      },
      {
        id: "philosophy",
        heading: "Sa philosophie",
        blocks: [
          {
            type: "quote",
            text: "La nourriture est le premier remède que nous prenons chaque jour, et l'un de nos premiers plaisirs. Je cuisine pour que les deux arrivent dans la même assiette, sans que personne ait à choisir.",
            cite: "Cheffe Meera Raghavan",
          },
          {
            type: "p",
            text: "Dans ses cours, Meera parle rarement de règles. Elle invite ses élèves à observer l'effet d'un plat : réchauffant ou rafraîchissant, lourd ou léger, apaisant ou tonifiant. À partir de là, choisir le bon repas pour la journée devient une seconde nature.",
          },
        ],
      },
      {
        id: "awards",
        heading: "Prix et distinctions",
        blocks: [
          {
            type: "list",
            items: [
              "Golden Ladle Award de la cuisine régionale indienne (2011)",
              "Bay Area Culinary Guild, cheffe de l'année (2016)",
              "International Cookbook Circle, meilleur livre de cuisine santé et bien-être, pour Cooling Plates (2019)",
              "San Francisco Green Kitchens Network, prix Sustainable Table (2022)",
              "Kerala Food Heritage Foundation, distinction Tradition Keeper (2023)",
            ],
          },
        ],
      },
      {
        id: "published-works",
        heading: "Ouvrages publiés",
        blocks: [
          {
            type: "list",
            items: [
              "The Six Tastes Kitchen: Ayurvedic Cooking for Every Season (2012) : son premier livre, construit autour des recettes de la cuisine de sa grand-mère.",
              "Agni: Slow-Fire Recipes from a Kerala Home (2015) : ragoûts, currys et pains qui ménagent la digestion.",
              "Cooling Plates: Pitta-Friendly Food for Hot Days (2018) : des plats légers et frais pour l'été et les tempéraments ardents.",
              "The Balanced Thali: Building Everyday Meals by Dosha (2021) : un guide pratique pour organiser une semaine de repas équilibrés.",
              "Kanji to Kitchari: Gentle Comfort Food for Every Constitution (2024) : des recettes réconfortantes en une seule casserole pour les jours chargés ou fatigués.",
            ],
          },
        ],
      },
      {
        id: "mission",
        heading: "Notre mission",
        blocks: [
          {
            type: "p",
            text: "Ayur Kitchen existe pour sortir la cuisine ayurvédique des manuels et la faire entrer dans les cuisines de tous les jours. Nous voulons que chaque recette soit testée, claire et délicieuse, que chaque conseil sur les doshas dise honnêtement ce qu'il est et ce qu'il n'est pas, et que chaque cours renvoie nos élèves chez eux plus sûrs d'eux aux fourneaux.",
          },
          {
            type: "p",
            text: "Nous achetons auprès de fermes locales dès que possible, gaspillons le moins possible et rémunérons les cuisiniers amateurs et les chefs invités qui partagent leurs recettes avec notre communauté. La tradition est notre socle, et la curiosité la garde vivante.",
          },
        ],
      },
    ],
  },
};
