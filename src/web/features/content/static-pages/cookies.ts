import type { StaticPageTranslations } from "./types";

export const cookiesPage: StaticPageTranslations = {
  en: {
    title: "Cookie Policy",
    description:
      "Ayur Kitchen uses few cookies: your language, your sign-in if you have an account, and local storage for your cart. No tracking. See how to manage them.",
    intro:
      "We keep our kitchen tidy, and the same goes for cookies. This page lists the small pieces of information our site stores in your browser, why they are there and how you can remove them.",
    sections: [
      {
        id: "what-are-cookies",
        heading: "Cookies and local storage",
        blocks: [
          {
            type: "p",
            text: "A cookie is a small text file that a website saves in your browser and that is sent back to the site on your next visits. Local storage is a similar space in your browser, but its contents stay on your device and are never sent to our server on their own.",
          },
        ],
      },
      {
        id: "what-we-use",
        heading: "What we use",
        blocks: [
          {
            type: "table",
            head: ["Item", "Where it is stored", "Purpose", "How long"],
            rows: [
              [
                "Language preference",
                "Cookie",
                "Lets our server send each page in the language you chose",
                "Until it expires or you clear it",
              ],
              ["Language preference", "Local storage", "Keeps the language switcher in step with your choice", "Until you clear it"],
              ["Shop cart", "Local storage", "Remembers the products in your cart between visits", "Until you empty it or clear it"],
              [
                "Account sign-in (ak_session)",
                "Cookie, only when you sign in",
                "Keeps you signed in to your account; it holds a random key, never your password",
                'Until you close the browser, or 30 days with "Remember me"; ends when you sign out',
              ],
              [
                "Known browser (ak_device)",
                "Cookie, set when you sign in",
                "Tells us this browser signed in before, so a stranger's wrong passwords cannot lock you out",
                "One year",
              ],
              [
                "Team sign-in (admin_session)",
                "Cookie, for the kitchen team only",
                "Keeps a team member signed in to the admin area",
                "One day, or until they sign out",
              ],
            ],
          },
          {
            type: "p",
            text: "All of these are needed for features you use directly, so they do not require a consent banner in most places.",
          },
        ],
      },
      {
        id: "language-preference",
        heading: "Your language preference",
        blocks: [
          {
            type: "p",
            text: "When you pick English, Spanish or French, we save that choice twice: in local storage, so the page you are reading switches at once, and in a small cookie, so the next page arrives from our server already translated. The cookie contains only a short language code, nothing that identifies you.",
          },
        ],
      },
      {
        id: "shop-cart",
        heading: "Your shop cart",
        blocks: [
          {
            type: "p",
            text: "The contents of your cart are kept only in your browser's local storage. We cannot see them, and they are not linked to your name or email. They reach us only when you place an order.",
          },
        ],
      },
      {
        id: "no-tracking",
        heading: "No tracking cookies",
        blocks: [
          {
            type: "p",
            text: "We do not use analytics, profiling or social media tracking cookies. We do not follow you around the web or share your browsing with data brokers.",
          },
        ],
      },
      {
        id: "advertising",
        heading: "If advertising is shown",
        blocks: [
          {
            type: "p",
            text: "Some pages may display advertising to help cover our costs. Only when ads are switched on can the ad network place its own cookies to show and measure ads and to limit how often you see the same one. Those cookies are controlled by the ad network under its own privacy policy.",
          },
          {
            type: "p",
            text: "Where the law requires it, we will ask for your consent before any advertising cookie is set, and you can change your mind at any time.",
          },
        ],
      },
      {
        id: "managing-cookies",
        heading: "How to control them",
        blocks: [
          {
            type: "list",
            items: [
              "Use your browser settings to view, block or delete cookies for this site.",
              "Clear the site data for ayurkitchen.example to remove both cookies and local storage in one step.",
              "Browse in a private window, which forgets everything when you close it.",
            ],
          },
          {
            type: "p",
            text: "If you block or remove them, the site still works: pages will open in the default language, and your cart will start empty.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          {
            type: "contact",
            text: "Questions about cookies or storage? Write to hello@ayurkitchen.example, call +1 (415) 555-0134 or send a letter to Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
  es: {
    title: "Política de cookies",
    description:
      "Ayur Kitchen usa pocas cookies: tu idioma, tu sesión si tienes cuenta y almacenamiento local para el carrito. Sin rastreo. Te explicamos cómo gestionarlas.",
    intro:
      "Nos gusta tener la cocina ordenada, y lo mismo vale para las cookies. Esta página enumera la poca información que nuestro sitio guarda en tu navegador, por qué está ahí y cómo puedes eliminarla.",
    sections: [
      {
        id: "what-are-cookies",
        heading: "Cookies y almacenamiento local",
        blocks: [
          {
            type: "p",
            text: "Una cookie es un pequeño archivo de texto que un sitio web guarda en tu navegador y que se reenvía al sitio en tus siguientes visitas. El almacenamiento local es un espacio parecido del navegador, pero su contenido se queda en tu dispositivo y no se envía por sí solo a nuestro servidor.",
          },
        ],
      },
      {
        id: "what-we-use",
        heading: "Qué usamos",
        blocks: [
          {
            type: "table",
            head: ["Elemento", "Dónde se guarda", "Finalidad", "Duración"],
            rows: [
              [
                "Preferencia de idioma",
                "Cookie",
                "Permite que nuestro servidor envíe cada página en el idioma que elegiste",
                "Hasta que caduque o la borres",
              ],
              [
                "Preferencia de idioma",
                "Almacenamiento local",
                "Mantiene el selector de idioma acorde con tu elección",
                "Hasta que lo borres",
              ],
              [
                "Carrito de la tienda",
                "Almacenamiento local",
                "Recuerda los productos de tu carrito entre visitas",
                "Hasta que lo vacíes o lo borres",
              ],
              [
                "Sesión de tu cuenta (ak_session)",
                "Cookie, solo si inicias sesión",
                "Mantiene abierta la sesión de tu cuenta; guarda una clave aleatoria, nunca tu contraseña",
                'Hasta que cierres el navegador, o 30 días con "Recordarme"; termina al cerrar sesión',
              ],
              [
                "Navegador conocido (ak_device)",
                "Cookie, al iniciar sesión",
                "Nos indica que este navegador ya inició sesión, para que las contraseñas erróneas de un extraño no te bloqueen",
                "Un año",
              ],
              [
                "Sesión del equipo (admin_session)",
                "Cookie, solo para el equipo de la cocina",
                "Mantiene la sesión de un miembro del equipo en el área de administración",
                "Un día, o hasta que cierre sesión",
              ],
            ],
          },
          {
            type: "p",
            text: "Todos son necesarios para funciones que usas directamente, por lo que en la mayoría de los lugares no requieren un aviso de consentimiento.",
          },
        ],
      },
      {
        id: "language-preference",
        heading: "Tu preferencia de idioma",
        blocks: [
          {
            type: "p",
            text: "Cuando eliges inglés, español o francés, guardamos esa elección dos veces: en el almacenamiento local, para que la página que lees cambie al instante, y en una pequeña cookie, para que la siguiente página llegue de nuestro servidor ya traducida. La cookie solo contiene un breve código de idioma, nada que te identifique.",
          },
        ],
      },
      {
        id: "shop-cart",
        heading: "Tu carrito de la tienda",
        blocks: [
          {
            type: "p",
            text: "El contenido de tu carrito se guarda únicamente en el almacenamiento local de tu navegador. Nosotros no podemos verlo y no está vinculado a tu nombre ni a tu correo. Solo nos llega cuando haces un pedido.",
          },
        ],
      },
      {
        id: "no-tracking",
        heading: "Sin cookies de seguimiento",
        blocks: [
          {
            type: "p",
            text: "No usamos cookies de analítica, de elaboración de perfiles ni de seguimiento de redes sociales. No te seguimos por internet ni compartimos tu navegación con intermediarios de datos.",
          },
        ],
      },
      {
        id: "advertising",
        heading: "Si se muestra publicidad",
        blocks: [
          {
            type: "p",
            text: "Algunas páginas pueden mostrar publicidad para ayudarnos a cubrir gastos. Solo cuando los anuncios están activados puede la red publicitaria instalar sus propias cookies para mostrar y medir anuncios y limitar las veces que ves el mismo. Esas cookies las controla la red publicitaria según su propia política de privacidad.",
          },
          {
            type: "p",
            text: "Cuando la ley lo exija, te pediremos tu consentimiento antes de instalar cualquier cookie publicitaria, y podrás cambiar de opinión en cualquier momento.",
          },
        ],
      },
      {
        id: "managing-cookies",
        heading: "Cómo controlarlas",
        blocks: [
          {
            type: "list",
            items: [
              "Usa la configuración de tu navegador para ver, bloquear o eliminar las cookies de este sitio.",
              "Borra los datos del sitio ayurkitchen.example para eliminar a la vez las cookies y el almacenamiento local.",
              "Navega en una ventana privada, que lo olvida todo al cerrarla.",
            ],
          },
          {
            type: "p",
            text: "Si las bloqueas o las eliminas, el sitio sigue funcionando: las páginas se abrirán en el idioma predeterminado y tu carrito empezará vacío.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contacto",
        blocks: [
          {
            type: "contact",
            text: "¿Tienes preguntas sobre las cookies o el almacenamiento? Escribe a hello@ayurkitchen.example, llama al +1 (415) 555-0134 o envía una carta a Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
  fr: {
    title: "Politique relative aux cookies",
    description:
      "Ayur Kitchen utilise peu de cookies : votre langue, votre connexion si vous avez un compte, et le stockage local du panier. Aucun pistage. Voici comment les gérer.",
    intro:
      "Nous aimons une cuisine bien rangée, et il en va de même pour les cookies. Cette page présente les rares informations que notre site enregistre dans votre navigateur, leur raison d'être et la manière de les supprimer.",
    sections: [
      {
        id: "what-are-cookies",
        heading: "Cookies et stockage local",
        blocks: [
          {
            type: "p",
            text: "Un cookie est un petit fichier texte qu'un site enregistre dans votre navigateur et qui lui est renvoyé lors de vos visites suivantes. Le stockage local est un espace semblable du navigateur, mais son contenu reste sur votre appareil et n'est jamais envoyé de lui-même à notre serveur.",
          },
        ],
      },
      {
        id: "what-we-use",
        heading: "Ce que nous utilisons",
        blocks: [
          {
            type: "table",
            head: ["Élément", "Emplacement", "Finalité", "Durée"],
            rows: [
              [
                "Préférence de langue",
                "Cookie",
                "Permet à notre serveur d'envoyer chaque page dans la langue choisie",
                "Jusqu'à son expiration ou son effacement",
              ],
              [
                "Préférence de langue",
                "Stockage local",
                "Garde le sélecteur de langue en accord avec votre choix",
                "Jusqu'à ce que vous l'effaciez",
              ],
              [
                "Panier de la boutique",
                "Stockage local",
                "Mémorise les produits de votre panier d'une visite à l'autre",
                "Jusqu'à ce que vous le vidiez ou l'effaciez",
              ],
              [
                "Connexion à votre compte (ak_session)",
                "Cookie, seulement si vous vous connectez",
                "Vous garde connecté à votre compte ; il contient une clé aléatoire, jamais votre mot de passe",
                "Jusqu'à la fermeture du navigateur, ou 30 jours avec « Se souvenir de moi » ; prend fin à la déconnexion",
              ],
              [
                "Navigateur connu (ak_device)",
                "Cookie, déposé à la connexion",
                "Nous indique que ce navigateur s'est déjà connecté, pour que les mauvais mots de passe d'un inconnu ne puissent pas vous bloquer",
                "Un an",
              ],
              [
                "Connexion de l'équipe (admin_session)",
                "Cookie, pour l'équipe de la cuisine seulement",
                "Garde un membre de l'équipe connecté à l'espace d'administration",
                "Un jour, ou jusqu'à sa déconnexion",
              ],
            ],
          },
          {
            type: "p",
            text: "Tous sont nécessaires à des fonctions que vous utilisez directement ; dans la plupart des pays, ils ne demandent donc pas de bandeau de consentement.",
          },
        ],
      },
      {
        id: "language-preference",
        heading: "Votre préférence de langue",
        blocks: [
          {
            type: "p",
            text: "Lorsque vous choisissez l'anglais, l'espagnol ou le français, nous enregistrons ce choix deux fois : dans le stockage local, pour que la page affichée change aussitôt, et dans un petit cookie, pour que la page suivante arrive de notre serveur déjà traduite. Le cookie ne contient qu'un court code de langue, rien qui permette de vous identifier.",
          },
        ],
      },
      {
        id: "shop-cart",
        heading: "Votre panier",
        blocks: [
          {
            type: "p",
            text: "Le contenu de votre panier est conservé uniquement dans le stockage local de votre navigateur. Nous ne pouvons pas le voir et il n'est lié ni à votre nom ni à votre e-mail. Il ne nous parvient que lorsque vous passez commande.",
          },
        ],
      },
      {
        id: "no-tracking",
        heading: "Aucun cookie de pistage",
        blocks: [
          {
            type: "p",
            text: "Nous n'utilisons aucun cookie de mesure d'audience, de profilage ou de suivi des réseaux sociaux. Nous ne vous suivons pas sur le web et ne partageons pas votre navigation avec des courtiers en données.",
          },
        ],
      },
      {
        id: "advertising",
        heading: "Si de la publicité est affichée",
        blocks: [
          {
            type: "p",
            text: "Certaines pages peuvent afficher de la publicité pour nous aider à couvrir nos frais. Ce n'est que lorsque les annonces sont activées que la régie publicitaire peut déposer ses propres cookies, afin d'afficher et de mesurer les annonces et de limiter la répétition d'une même annonce. Ces cookies relèvent de la régie, selon sa propre politique de confidentialité.",
          },
          {
            type: "p",
            text: "Lorsque la loi l'exige, nous vous demanderons votre consentement avant tout dépôt de cookie publicitaire, et vous pourrez changer d'avis à tout moment.",
          },
        ],
      },
      {
        id: "managing-cookies",
        heading: "Comment les contrôler",
        blocks: [
          {
            type: "list",
            items: [
              "Utilisez les réglages de votre navigateur pour consulter, bloquer ou supprimer les cookies de ce site.",
              "Effacez les données du site ayurkitchen.example pour supprimer en une fois les cookies et le stockage local.",
              "Naviguez dans une fenêtre privée, qui oublie tout à sa fermeture.",
            ],
          },
          {
            type: "p",
            text: "Si vous les bloquez ou les supprimez, le site fonctionne toujours : les pages s'ouvriront dans la langue par défaut et votre panier sera vide.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Nous contacter",
        blocks: [
          {
            type: "contact",
            text: "Des questions sur les cookies ou le stockage ? Écrivez à hello@ayurkitchen.example, appelez le +1 (415) 555-0134 ou adressez un courrier à Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
};
