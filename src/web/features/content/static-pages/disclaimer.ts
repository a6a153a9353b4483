import type { StaticPageTranslations } from "./types";

export const disclaimerPage: StaticPageTranslations = {
  en: {
    title: "Disclaimer",
    description:
      "Ayur Kitchen recipes and Ayurvedic tips are not medical advice. Read about allergies, food safety, nutrition estimates and our Amazon affiliate links.",
    intro:
      "We love sharing the food and wisdom of Ayurveda, and we want you to enjoy it safely. Please read these notes before you cook from our recipes or follow our dosha guidance.",
    sections: [
      {
        id: "not-medical-advice",
        heading: "Not medical advice",
        blocks: [
          {
            type: "p",
            text: "Ayurveda is a traditional system of knowledge, and the vata, pitta and kapha notes on our recipes, classes and articles are offered for education and everyday inspiration. They are not a diagnosis, a treatment plan or a substitute for care from a doctor, dietitian or other qualified professional.",
          },
          {
            type: "p",
            text: "If you are pregnant or breastfeeding, take medication, or manage a condition such as diabetes, kidney disease or a digestive disorder, speak to your healthcare provider before making significant changes to your diet. Some herbs and spices can interact with medicines.",
          },
        ],
      },
      {
        id: "allergies-and-food-safety",
        heading: "Allergies and food safety",
        blocks: [
          {
            type: "p",
            text: "Many of our dishes use nuts, dairy, ghee, sesame, mustard, gluten or legumes. Always read the full ingredient list, check the labels of the products you buy and swap ingredients to suit your needs.",
          },
          {
            type: "list",
            items: [
              "Wash your hands, tools and produce well, and keep raw and cooked foods apart.",
              "Cook food thoroughly and cool leftovers quickly; refrigerate them within two hours.",
              "Follow safe methods when you ferment, pickle or store food at room temperature.",
              "In our classes and catering, tell us about allergies in advance. Our kitchen handles common allergens, so we cannot promise a completely allergen-free environment.",
            ],
          },
        ],
      },
      {
        id: "nutrition-estimates",
        heading: "Nutrition figures are estimates",
        blocks: [
          {
            type: "p",
            text: "Calories and other nutrition values shown with our recipes are calculated from standard ingredient data. They change with the brands you use, portion sizes, substitutions and cooking methods. Treat them as a helpful guide, not an exact measurement, especially if you follow a medically prescribed diet.",
          },
        ],
      },
      {
        id: "affiliate-links",
        heading: "Affiliate links",
        blocks: [
          {
            type: "p",
            text: "Some links on our site, including the products on our Deals page, lead to Amazon. If you buy through them, Ayur Kitchen may earn a small commission at no extra cost to you. This helps keep our recipes free.",
          },
          {
            type: "p",
            text: "We only recommend tools and ingredients we would use in our own kitchen, and a commission never decides what we feature. Prices and availability are set by the retailer and can change at any time.",
          },
        ],
      },
      {
        id: "results-vary",
        heading: "Results vary",
        blocks: [
          {
            type: "p",
            text: "Every kitchen, stove and body is different. Cooking times, textures and flavours may differ from ours, and the way a dish makes you feel depends on your constitution, the season and your health. We cannot promise any particular result, whether in the pan or for your wellbeing.",
          },
        ],
      },
      {
        id: "community-content",
        heading: "Community and guest content",
        blocks: [
          {
            type: "p",
            text: "Recipes and articles from our community and guest chefs are reviewed before publication, but they reflect their authors' own experience. Credit on the page tells you who wrote each piece. Links to other websites are provided for convenience, and we are not responsible for their content.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          {
            type: "contact",
            text: "Spotted an error in a recipe or have a question about this page? Write to hello@ayurkitchen.example or call +1 (415) 555-0134. Our kitchen is at 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
  es: {
    title: "Aviso legal",
    description:
      "Las recetas y consejos ayurvédicos de Ayur Kitchen no son consejo médico. Alergias, seguridad alimentaria, valores nutricionales y enlaces de afiliados.",
    intro:
      "Nos encanta compartir la cocina y la sabiduría del ayurveda, y queremos que la disfrutes con seguridad. Lee estas notas antes de cocinar nuestras recetas o seguir nuestras indicaciones sobre los doshas.",
    sections: [
      {
        id: "not-medical-advice",
        heading: "No es consejo médico",
        blocks: [
          {
            type: "p",
            text: "El ayurveda es un sistema de conocimiento tradicional, y las notas sobre vata, pitta y kapha de nuestras recetas, clases y artículos se ofrecen con fines educativos y como inspiración para el día a día. No son un diagnóstico, un plan de tratamiento ni un sustituto de la atención de un médico, dietista u otro profesional cualificado.",
          },
          {
            type: "p",
            text: "Si estás embarazada o en periodo de lactancia, tomas medicación o tienes una afección como diabetes, enfermedad renal o un trastorno digestivo, consulta a tu profesional sanitario antes de hacer cambios importantes en tu alimentación. Algunas hierbas y especias pueden interactuar con los medicamentos.",
          },
        ],
      },
      {
        id: "allergies-and-food-safety",
        heading: "Alergias y seguridad alimentaria",
        blocks: [
          {
            type: "p",
            text: "Muchos de nuestros platos llevan frutos secos, lácteos, ghee, sésamo, mostaza, gluten o legumbres. Lee siempre la lista completa de ingredientes, revisa las etiquetas de los productos que compras y sustituye ingredientes según tus necesidades.",
          },
          {
            type: "list",
            items: [
              "Lávate bien las manos, los utensilios y los alimentos frescos, y mantén separados los alimentos crudos y los cocinados.",
              "Cocina bien los alimentos y enfría rápido las sobras; guárdalas en la nevera antes de que pasen dos horas.",
              "Sigue métodos seguros cuando fermentes, encurtas o conserves alimentos a temperatura ambiente.",
              "En nuestras clases y servicios de catering, avísanos de tus alergias con antelación. En nuestra cocina se manipulan alérgenos comunes, por lo que no podemos garantizar un entorno totalmente libre de ellos.",
            ],
          },
        ],
      },
      {
        id: "nutrition-estimates",
        heading: "Los valores nutricionales son estimaciones",
        blocks: [
          {
            type: "p",
            text: "Las calorías y demás valores nutricionales que acompañan a nuestras recetas se calculan a partir de datos estándar de los ingredientes. Varían según las marcas que uses, el tamaño de las raciones, las sustituciones y el método de cocción. Tómalos como una guía útil y no como una medida exacta, sobre todo si sigues una dieta prescrita por un médico.",
          },
        ],
      },
      {
        id: "affiliate-links",
        heading: "Enlaces de afiliados",
        blocks: [
          {
            type: "p",
            text: "Algunos enlaces de nuestro sitio, incluidos los productos de nuestra página de Ofertas, llevan a Amazon. Si compras a través de ellos, Ayur Kitchen puede recibir una pequeña comisión sin coste adicional para ti. Esto nos ayuda a mantener nuestras recetas gratuitas.",
          },
          {
            type: "p",
            text: "Solo recomendamos utensilios e ingredientes que usaríamos en nuestra propia cocina, y una comisión nunca decide lo que destacamos. Los precios y la disponibilidad los fija el vendedor y pueden cambiar en cualquier momento.",
          },
        ],
      },
      {
        id: "results-vary",
        heading: "Los resultados pueden variar",
        blocks: [
          {
            type: "p",
            text: "Cada cocina, cada fogón y cada cuerpo son distintos. Los tiempos de cocción, las texturas y los sabores pueden diferir de los nuestros, y cómo te sienta un plato depende de tu constitución, de la estación y de tu salud. No podemos garantizar ningún resultado concreto, ni en la sartén ni en tu bienestar.",
          },
        ],
      },
      {
        id: "community-content",
        heading: "Contenido de la comunidad y de chefs invitados",
        blocks: [
          {
            type: "p",
            text: "Las recetas y artículos de nuestra comunidad y de los chefs invitados se revisan antes de publicarse, pero reflejan la experiencia de sus autores. El crédito de cada página indica quién la escribió. Los enlaces a otros sitios web se incluyen por comodidad y no somos responsables de su contenido.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contacto",
        blocks: [
          {
            type: "contact",
            text: "¿Has encontrado un error en una receta o tienes alguna pregunta sobre esta página? Escribe a hello@ayurkitchen.example o llama al +1 (415) 555-0134. Nuestra cocina está en 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
  fr: {
    title: "Avertissement",
    description:
      "Les recettes et conseils ayurvédiques d'Ayur Kitchen ne sont pas des avis médicaux : allergies, sécurité alimentaire, nutrition et liens affiliés.",
    intro:
      "Nous aimons partager la cuisine et la sagesse de l'ayurveda, et nous voulons que vous en profitiez en toute sécurité. Lisez ces quelques remarques avant de cuisiner nos recettes ou de suivre nos conseils sur les doshas.",
    sections: [
      {
        id: "not-medical-advice",
        heading: "Pas un avis médical",
        blocks: [
          {
            type: "p",
            text: "L'ayurveda est un savoir traditionnel, et les indications sur vata, pitta et kapha qui accompagnent nos recettes, cours et articles sont proposées à titre éducatif et pour inspirer votre quotidien. Elles ne constituent ni un diagnostic, ni un traitement, ni un substitut aux soins d'un médecin, d'un diététicien ou d'un autre professionnel qualifié.",
          },
          {
            type: "p",
            text: "Si vous êtes enceinte ou allaitez, suivez un traitement, ou vivez avec une maladie comme le diabète, une affection rénale ou un trouble digestif, consultez votre professionnel de santé avant de modifier sensiblement votre alimentation. Certaines plantes et épices peuvent interagir avec des médicaments.",
          },
        ],
      },
      {
        id: "allergies-and-food-safety",
        heading: "Allergies et sécurité alimentaire",
        blocks: [
          {
            type: "p",
            text: "Beaucoup de nos plats contiennent des fruits à coque, des produits laitiers, du ghee, du sésame, de la moutarde, du gluten ou des légumineuses. Lisez toujours la liste complète des ingrédients, vérifiez les étiquettes des produits achetés et adaptez les ingrédients à vos besoins.",
          },
          {
            type: "list",
            items: [
              "Lavez soigneusement vos mains, vos ustensiles et vos produits frais, et séparez les aliments crus des aliments cuits.",
              "Cuisez bien les aliments et refroidissez rapidement les restes ; placez-les au réfrigérateur dans les deux heures.",
              "Suivez des méthodes sûres pour la fermentation, les conserves au vinaigre ou la conservation à température ambiante.",
              "Pour nos cours et nos prestations traiteur, signalez-nous vos allergies à l'avance. Notre cuisine manipule des allergènes courants : nous ne pouvons donc pas garantir un environnement totalement exempt d'allergènes.",
            ],
          },
        ],
      },
      {
        id: "nutrition-estimates",
        heading: "Les valeurs nutritionnelles sont des estimations",
        blocks: [
          {
            type: "p",
            text: "Les calories et autres valeurs nutritionnelles indiquées avec nos recettes sont calculées à partir de données standard sur les ingrédients. Elles varient selon les marques utilisées, la taille des portions, les substitutions et le mode de cuisson. Considérez-les comme un repère utile et non comme une mesure exacte, surtout si vous suivez un régime prescrit par un médecin.",
          },
        ],
      },
      {
        id: "affiliate-links",
        heading: "Liens affiliés",
        blocks: [
          {
            type: "p",
            text: "Certains liens de notre site, notamment les produits de notre page Bons plans, mènent vers Amazon. Si vous achetez par leur intermédiaire, Ayur Kitchen peut percevoir une petite commission, sans frais supplémentaires pour vous. Cela nous aide à garder nos recettes gratuites.",
          },
          {
            type: "p",
            text: "Nous ne recommandons que des ustensiles et des ingrédients que nous utiliserions dans notre propre cuisine, et une commission ne décide jamais de ce que nous mettons en avant. Les prix et la disponibilité sont fixés par le vendeur et peuvent changer à tout moment.",
          },
        ],
      },
      {
        id: "results-vary",
        heading: "Les résultats varient",
        blocks: [
          {
            type: "p",
            text: "Chaque cuisine, chaque plaque de cuisson et chaque corps est différent. Les temps de cuisson, les textures et les saveurs peuvent différer des nôtres, et l'effet d'un plat sur vous dépend de votre constitution, de la saison et de votre santé. Nous ne pouvons garantir aucun résultat précis, ni dans la casserole ni pour votre bien-être.",
          },
        ],
      },
      {
        id: "community-content",
        heading: "Contenus de la communauté et des chefs invités",
        blocks: [
          {
            type: "p",
            text: "Les recettes et articles de notre communauté et de nos chefs invités sont relus avant publication, mais ils reflètent l'expérience de leurs auteurs. La mention de l'auteur sur chaque page indique qui l'a écrite. Les liens vers d'autres sites sont fournis par commodité et nous ne sommes pas responsables de leur contenu.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Nous contacter",
        blocks: [
          {
            type: "contact",
            text: "Vous avez repéré une erreur dans une recette ou vous avez une question sur cette page ? Écrivez à hello@ayurkitchen.example ou appelez le +1 (415) 555-0134. Notre cuisine se trouve au 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
};
