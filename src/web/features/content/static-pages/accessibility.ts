import type { StaticPageTranslations } from "./types";

export const accessibilityPage: StaticPageTranslations = {
  en: {
    title: "Accessibility",
    description:
      "Ayur Kitchen aims to meet WCAG 2.2 AA. Learn about keyboard use, screen readers, text resizing, reduced motion, known limits and how to send us feedback.",
    intro:
      "Good food is for everyone, and so is our website. We want every visitor to be able to find a recipe, book a class or read an article comfortably, whatever device or assistive technology they use.",
    sections: [
      {
        id: "our-commitment",
        heading: "Our commitment",
        blocks: [
          {
            type: "p",
            text: "We design and build the site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We check new pages against these guidelines before they go live and review existing ones regularly.",
          },
          {
            type: "p",
            text: "Accessibility is ongoing work. When we find a problem, or when you point one out, we add it to our list and fix it as soon as we can.",
          },
        ],
      },
      {
        id: "keyboard",
        heading: "Keyboard use",
        blocks: [
          {
            type: "list",
            items: [
              "Every link, button, menu and form field can be reached with Tab and Shift+Tab, in a logical order.",
              "A clearly visible outline shows where the keyboard focus is.",
              "Enter and Space activate controls, and Escape closes menus and dialogs.",
              "Recipe filters, the cart and the language switcher all work without a mouse.",
            ],
          },
        ],
      },
      {
        id: "screen-readers",
        heading: "Screen readers",
        blocks: [
          {
            type: "p",
            text: "Pages use meaningful headings and landmarks so you can jump straight to the ingredients, the method or the footer. Images that carry information have text alternatives, form fields have labels, and changes such as adding an item to your cart are announced.",
          },
          {
            type: "p",
            text: "We test the main journeys with popular screen readers on desktop and mobile.",
          },
        ],
      },
      {
        id: "text-resizing",
        heading: "Text resizing and contrast",
        blocks: [
          {
            type: "p",
            text: "You can zoom to 200% or increase your browser's default font size without losing content or functions. Layouts adapt to narrow screens, so text reflows instead of forcing you to scroll sideways. Text and important controls are designed to meet AA colour contrast ratios.",
          },
        ],
      },
      {
        id: "reduced-motion",
        heading: "Reduced motion",
        blocks: [
          {
            type: "p",
            text: "If your device is set to reduce motion, we turn off non-essential animations and transitions. Videos never start playing with sound on their own, and you can pause any moving content.",
          },
        ],
      },
      {
        id: "known-limitations",
        heading: "Known limitations",
        blocks: [
          { type: "p", text: "Despite our efforts, some parts of the site do not yet fully meet our target:" },
          {
            type: "list",
            items: [
              "Some older video recipes have captions but no audio description of the on-screen steps.",
              "Photos in community recipe submissions may have brief or missing descriptions until our team reviews them.",
              "Wide tables, such as nutrition details, may need horizontal scrolling on small screens.",
              "Content from third parties, such as advertising and the Amazon pages our deals link to, is outside our control.",
            ],
          },
        ],
      },
      {
        id: "feedback",
        heading: "Feedback and help",
        blocks: [
          {
            type: "p",
            text: "If something on the site is hard to use, or you need a recipe or document in another format, please tell us. We answer accessibility feedback within 2 business days.",
          },
          {
            type: "contact",
            text: "Email hello@ayurkitchen.example, call +1 (415) 555-0134 or write to Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103. Please tell us the page address and, if you can, the browser and assistive technology you use.",
          },
        ],
      },
    ],
  },
  es: {
    title: "Accesibilidad",
    description:
      "Ayur Kitchen aspira a cumplir WCAG 2.2 AA. Uso con teclado, lectores de pantalla, tamaño del texto, movimiento reducido, limitaciones y cómo escribirnos.",
    intro:
      "La buena comida es para todos, y nuestro sitio web también. Queremos que cualquier visitante pueda encontrar una receta, reservar una clase o leer un artículo con comodidad, sea cual sea el dispositivo o la tecnología de apoyo que utilice.",
    sections: [
      {
        id: "our-commitment",
        heading: "Nuestro compromiso",
        blocks: [
          {
            type: "p",
            text: "Diseñamos y desarrollamos el sitio para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Revisamos las páginas nuevas según estas pautas antes de publicarlas y repasamos las existentes con regularidad.",
          },
          {
            type: "p",
            text: "La accesibilidad es un trabajo continuo. Cuando encontramos un problema, o cuando tú nos lo señalas, lo añadimos a nuestra lista y lo resolvemos lo antes posible.",
          },
        ],
      },
      {
        id: "keyboard",
        heading: "Uso con teclado",
        blocks: [
          {
            type: "list",
            items: [
              "Todos los enlaces, botones, menús y campos de formulario se alcanzan con Tab y Mayús+Tab, en un orden lógico.",
              "Un contorno bien visible indica dónde está el foco del teclado.",
              "Intro y la barra espaciadora activan los controles, y Escape cierra menús y cuadros de diálogo.",
              "Los filtros de recetas, el carrito y el selector de idioma funcionan sin ratón.",
            ],
          },
        ],
      },
      {
        id: "screen-readers",
        heading: "Lectores de pantalla",
        blocks: [
          {
            type: "p",
            text: "Las páginas usan encabezados y regiones con sentido, para que puedas saltar directamente a los ingredientes, a la preparación o al pie de página. Las imágenes que aportan información tienen texto alternativo, los campos de formulario tienen etiquetas y se anuncian cambios como añadir un producto al carrito.",
          },
          {
            type: "p",
            text: "Probamos los recorridos principales con lectores de pantalla habituales en ordenador y en móvil.",
          },
        ],
      },
      {
        id: "text-resizing",
        heading: "Tamaño del texto y contraste",
        blocks: [
          {
            type: "p",
            text: "Puedes ampliar al 200% o aumentar el tamaño de letra predeterminado del navegador sin perder contenido ni funciones. El diseño se adapta a pantallas estrechas, de modo que el texto se reorganiza en lugar de obligarte a desplazarte en horizontal. Los textos y los controles importantes están pensados para cumplir los niveles de contraste AA.",
          },
        ],
      },
      {
        id: "reduced-motion",
        heading: "Movimiento reducido",
        blocks: [
          {
            type: "p",
            text: "Si tu dispositivo está configurado para reducir el movimiento, desactivamos las animaciones y transiciones que no son esenciales. Los vídeos nunca se reproducen solos con sonido, y puedes pausar cualquier contenido en movimiento.",
          },
        ],
      },
      {
        id: "known-limitations",
        heading: "Limitaciones conocidas",
        blocks: [
          {
            type: "p",
            text: "A pesar de nuestros esfuerzos, algunas partes del sitio todavía no cumplen del todo nuestro objetivo:",
          },
          {
            type: "list",
            items: [
              "Algunas videorrecetas antiguas tienen subtítulos, pero no audiodescripción de los pasos que se ven en pantalla.",
              "Las fotos de las recetas enviadas por la comunidad pueden tener descripciones breves o ausentes hasta que nuestro equipo las revisa.",
              "Las tablas anchas, como la información nutricional, pueden requerir desplazamiento horizontal en pantallas pequeñas.",
              "El contenido de terceros, como la publicidad y las páginas de Amazon a las que enlazan nuestras ofertas, está fuera de nuestro control.",
            ],
          },
        ],
      },
      {
        id: "feedback",
        heading: "Comentarios y ayuda",
        blocks: [
          {
            type: "p",
            text: "Si algo del sitio te resulta difícil de usar, o necesitas una receta o un documento en otro formato, dínoslo. Respondemos a los comentarios sobre accesibilidad en un plazo de 2 días hábiles.",
          },
          {
            type: "contact",
            text: "Escribe a hello@ayurkitchen.example, llama al +1 (415) 555-0134 o envía una carta a Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103. Indícanos la dirección de la página y, si puedes, el navegador y la tecnología de apoyo que usas.",
          },
        ],
      },
    ],
  },
  fr: {
    title: "Accessibilité",
    description:
      "Ayur Kitchen vise la conformité WCAG 2.2 AA : clavier, lecteurs d'écran, taille du texte, animations réduites, limites connues et comment nous écrire.",
    intro:
      "La bonne cuisine est pour tout le monde, et notre site aussi. Nous voulons que chaque visiteur puisse trouver une recette, réserver un cours ou lire un article confortablement, quel que soit son appareil ou sa technologie d'assistance.",
    sections: [
      {
        id: "our-commitment",
        heading: "Notre engagement",
        blocks: [
          {
            type: "p",
            text: "Nous concevons et développons le site pour respecter les Règles pour l'accessibilité des contenus Web (WCAG) 2.2 au niveau AA. Nous vérifions les nouvelles pages au regard de ces règles avant leur mise en ligne et réexaminons régulièrement les pages existantes.",
          },
          {
            type: "p",
            text: "L'accessibilité est un travail continu. Lorsque nous repérons un problème, ou lorsque vous nous le signalez, nous l'ajoutons à notre liste et le corrigeons dès que possible.",
          },
        ],
      },
      {
        id: "keyboard",
        heading: "Navigation au clavier",
        blocks: [
          {
            type: "list",
            items: [
              "Chaque lien, bouton, menu et champ de formulaire est accessible avec Tab et Maj+Tab, dans un ordre logique.",
              "Un contour bien visible indique où se trouve le focus du clavier.",
              "Entrée et la barre d'espace activent les commandes, et Échap ferme les menus et les boîtes de dialogue.",
              "Les filtres de recettes, le panier et le sélecteur de langue fonctionnent sans souris.",
            ],
          },
        ],
      },
      {
        id: "screen-readers",
        heading: "Lecteurs d'écran",
        blocks: [
          {
            type: "p",
            text: "Les pages utilisent des titres et des zones structurantes, pour que vous puissiez aller directement aux ingrédients, à la préparation ou au pied de page. Les images porteuses d'information ont une alternative textuelle, les champs de formulaire ont des étiquettes, et les changements comme l'ajout d'un article au panier sont annoncés.",
          },
          {
            type: "p",
            text: "Nous testons les parcours principaux avec des lecteurs d'écran courants, sur ordinateur et sur mobile.",
          },
        ],
      },
      {
        id: "text-resizing",
        heading: "Taille du texte et contraste",
        blocks: [
          {
            type: "p",
            text: "Vous pouvez zoomer jusqu'à 200 % ou augmenter la taille de police par défaut de votre navigateur sans perdre de contenu ni de fonction. La mise en page s'adapte aux écrans étroits : le texte se réorganise au lieu de vous obliger à faire défiler horizontalement. Les textes et les commandes importantes sont conçus pour respecter les rapports de contraste du niveau AA.",
          },
        ],
      },
      {
        id: "reduced-motion",
        heading: "Animations réduites",
        blocks: [
          {
            type: "p",
            text: "Si votre appareil est réglé pour réduire les animations, nous désactivons les animations et transitions non essentielles. Les vidéos ne démarrent jamais seules avec le son, et vous pouvez mettre en pause tout contenu en mouvement.",
          },
        ],
      },
      {
        id: "known-limitations",
        heading: "Limites connues",
        blocks: [
          {
            type: "p",
            text: "Malgré nos efforts, certaines parties du site n'atteignent pas encore pleinement notre objectif :",
          },
          {
            type: "list",
            items: [
              "Certaines recettes vidéo anciennes ont des sous-titres, mais pas d'audiodescription des étapes montrées à l'écran.",
              "Les photos des recettes proposées par la communauté peuvent avoir une description courte ou absente jusqu'à leur relecture par notre équipe.",
              "Les tableaux larges, comme les informations nutritionnelles, peuvent nécessiter un défilement horizontal sur petit écran.",
              "Les contenus de tiers, comme la publicité et les pages Amazon vers lesquelles renvoient nos bons plans, échappent à notre contrôle.",
            ],
          },
        ],
      },
      {
        id: "feedback",
        heading: "Vos retours et notre aide",
        blocks: [
          {
            type: "p",
            text: "Si une partie du site est difficile à utiliser, ou si vous avez besoin d'une recette ou d'un document dans un autre format, dites-le-nous. Nous répondons aux retours sur l'accessibilité sous 2 jours ouvrés.",
          },
          {
            type: "contact",
            text: "Écrivez à hello@ayurkitchen.example, appelez le +1 (415) 555-0134 ou adressez un courrier à Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103. Indiquez-nous l'adresse de la page et, si possible, le navigateur et la technologie d'assistance que vous utilisez.",
          },
        ],
      },
    ],
  },
};
