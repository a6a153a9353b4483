import type { StaticPageTranslations } from "./types";

export const privacyPage: StaticPageTranslations = {
  en: {
    title: "Privacy Policy",
    description:
      "What Ayur Kitchen collects when you subscribe, book a class or send a form, why we use it, how long we keep it, and the privacy rights you can exercise.",
    intro:
      "Ayur Kitchen is a small team of cooks and teachers in San Francisco. This policy explains in plain words what information we handle when you use our website, why we need it and what you can ask us to do with it.",
    sections: [
      {
        id: "information-we-collect",
        heading: "Information we collect",
        blocks: [
          { type: "p", text: "We only collect what we need to run the site and the services you ask for:" },
          {
            type: "list",
            items: [
              "Newsletter: your email address and, if you choose to give it, your first name.",
              "Forms: what you send through our contact, catering, recipe submission and guest-chef forms, such as your name, email address, phone number and message.",
              "Bookings: the details needed to reserve a cooking class or a catering service, such as your name, contact details, preferred date, number of guests and any dietary notes you decide to share.",
              "Shop cart: the items in your cart are kept only in your own browser. Nothing is sent to us until you place an order.",
              "Language preference: the language you choose is saved in your browser's local storage and in a small cookie, so the site opens in that language on your next visit.",
            ],
          },
          {
            type: "p",
            text: "We do not ask for medical records. If you mention an allergy or a dietary need in a booking, we use it only to prepare your food safely.",
          },
        ],
      },
      {
        id: "how-we-use-it",
        heading: "Why we use it",
        blocks: [
          {
            type: "list",
            items: [
              "To send the newsletter you signed up for: recipes, seasonal guidance and class announcements.",
              "To answer your messages and catering requests.",
              "To confirm and manage your bookings, and to reach you if a class has to be moved.",
              "To review recipe and guest-chef submissions and, once approved, publish them with the credit you chose.",
              "To keep the site working, secure and in the language you prefer.",
            ],
          },
          { type: "p", text: "We do not sell your personal information and we do not use it to build advertising profiles." },
        ],
      },
      {
        id: "legal-bases",
        heading: "Legal bases",
        blocks: [
          { type: "p", text: "Where data protection laws such as the GDPR apply, we rely on the following grounds:" },
          {
            type: "list",
            items: [
              "Consent, for the newsletter. You can withdraw it at any time with the unsubscribe link found in every email.",
              "Performance of a contract, for class bookings, catering and shop orders.",
              "Legitimate interests, for answering enquiries, reviewing submissions and keeping the site secure, always balanced against your rights.",
              "Legal obligations, for the records we must keep, for example for tax and accounting.",
            ],
          },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          {
            type: "list",
            items: [
              "Newsletter address: until you unsubscribe. We then keep only a short note that you opted out, so you are not added again by mistake.",
              "Messages and enquiries: up to two years after our last exchange.",
              "Bookings and orders: for as long as tax and accounting rules require.",
              "Submissions: for as long as the content is published, or until you ask us to remove it.",
              "Cart and language preference: in your browser, until you clear them yourself.",
            ],
          },
        ],
      },
      {
        id: "sharing",
        heading: "Who we share it with",
        blocks: [
          {
            type: "p",
            text: "We use a mail delivery provider to send the newsletter and booking confirmations. It handles email addresses only on our instructions and under a data processing agreement.",
          },
          {
            type: "p",
            text: "Beyond that, we share information only when the law requires it or when it is needed to protect the safety of our guests and team. We never sell or rent our mailing list.",
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          { type: "p", text: "You may ask us at any time to:" },
          {
            type: "list",
            items: [
              "Access: tell you what information we hold about you and give you a copy.",
              "Correction: fix details that are wrong or out of date.",
              "Deletion: erase your information when we no longer need to keep it.",
              "Objection: stop using your information for a particular purpose, such as the newsletter.",
            ],
          },
          {
            type: "p",
            text: "We may ask you to confirm your identity before acting on a request. You can also contact the data protection authority where you live.",
          },
        ],
      },
      {
        id: "children",
        heading: "Children",
        blocks: [
          {
            type: "p",
            text: "The site is meant for adults. We do not knowingly collect information from children under 13, or under 16 in the European Union. Young cooks are welcome in our family classes, but a parent or guardian makes the booking. If you think a child has sent us personal information, let us know and we will delete it.",
          },
        ],
      },
      {
        id: "security",
        heading: "Security",
        blocks: [
          {
            type: "p",
            text: "The site uses encrypted connections, only the team members who need our records can open them, and we choose our providers with care. No system is perfectly secure, so please tell us straight away if you notice anything unusual.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          {
            type: "contact",
            text: "For any privacy question or request, write to hello@ayurkitchen.example, call +1 (415) 555-0134, or send a letter to Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103. We answer legal inquiries within 30 days.",
          },
        ],
      },
    ],
  },
  es: {
    title: "Política de privacidad",
    description:
      "Qué datos recoge Ayur Kitchen cuando te suscribes, reservas una clase o envías un formulario, para qué los usamos, cuánto los guardamos y tus derechos.",
    intro:
      "Ayur Kitchen es un pequeño equipo de cocineros y profesores en San Francisco. Esta política explica con palabras sencillas qué información tratamos cuando usas nuestro sitio web, por qué la necesitamos y qué puedes pedirnos que hagamos con ella.",
    sections: [
      {
        id: "information-we-collect",
        heading: "Información que recogemos",
        blocks: [
          {
            type: "p",
            text: "Solo recogemos lo necesario para que el sitio funcione y para prestar los servicios que nos pides:",
          },
          {
            type: "list",
            items: [
              "Boletín: tu dirección de correo electrónico y, si decides indicarlo, tu nombre.",
              "Formularios: lo que nos envías mediante los formularios de contacto, catering, envío de recetas y chef invitado, como tu nombre, correo electrónico, teléfono y mensaje.",
              "Reservas: los datos necesarios para reservar una clase de cocina o un servicio de catering, como tu nombre, datos de contacto, fecha preferida, número de invitados y las indicaciones dietéticas que quieras compartir.",
              "Carrito de la tienda: los productos del carrito se guardan únicamente en tu propio navegador. No recibimos nada hasta que haces un pedido.",
              "Preferencia de idioma: el idioma que eliges se guarda en el almacenamiento local de tu navegador y en una pequeña cookie, para que el sitio se abra en ese idioma en tu próxima visita.",
            ],
          },
          {
            type: "p",
            text: "No pedimos historiales médicos. Si mencionas una alergia o una necesidad dietética en una reserva, la usamos solo para preparar tu comida de forma segura.",
          },
        ],
      },
      {
        id: "how-we-use-it",
        heading: "Para qué la usamos",
        blocks: [
          {
            type: "list",
            items: [
              "Para enviarte el boletín al que te suscribiste: recetas, consejos de temporada y anuncios de clases.",
              "Para responder a tus mensajes y solicitudes de catering.",
              "Para confirmar y gestionar tus reservas, y avisarte si hay que cambiar una clase de fecha.",
              "Para revisar las recetas y candidaturas de chef invitado y, una vez aprobadas, publicarlas con el crédito que hayas elegido.",
              "Para mantener el sitio en funcionamiento, seguro y en el idioma que prefieres.",
            ],
          },
          {
            type: "p",
            text: "No vendemos tu información personal ni la usamos para crear perfiles publicitarios.",
          },
        ],
      },
      {
        id: "legal-bases",
        heading: "Bases legales",
        blocks: [
          {
            type: "p",
            text: "Cuando se aplican leyes de protección de datos como el RGPD, nos basamos en los siguientes fundamentos:",
          },
          {
            type: "list",
            items: [
              "Consentimiento, para el boletín. Puedes retirarlo cuando quieras con el enlace para darte de baja que aparece en cada correo.",
              "Ejecución de un contrato, para las reservas de clases, el catering y los pedidos de la tienda.",
              "Interés legítimo, para responder consultas, revisar envíos y mantener la seguridad del sitio, siempre sopesado frente a tus derechos.",
              "Obligaciones legales, para los registros que debemos conservar, por ejemplo a efectos fiscales y contables.",
            ],
          },
        ],
      },
      {
        id: "retention",
        heading: "Cuánto tiempo la conservamos",
        blocks: [
          {
            type: "list",
            items: [
              "Correo del boletín: hasta que te des de baja. Después guardamos solo una breve nota de que te diste de baja, para no volver a añadirte por error.",
              "Mensajes y consultas: hasta dos años después de nuestro último intercambio.",
              "Reservas y pedidos: durante el tiempo que exijan las normas fiscales y contables.",
              "Envíos: mientras el contenido esté publicado o hasta que nos pidas retirarlo.",
              "Carrito y preferencia de idioma: en tu navegador, hasta que tú los borres.",
            ],
          },
        ],
      },
      {
        id: "sharing",
        heading: "Con quién la compartimos",
        blocks: [
          {
            type: "p",
            text: "Usamos un proveedor de envío de correo para mandar el boletín y las confirmaciones de reserva. Solo trata las direcciones de correo siguiendo nuestras instrucciones y bajo un acuerdo de tratamiento de datos.",
          },
          {
            type: "p",
            text: "Fuera de eso, solo compartimos información cuando la ley lo exige o cuando es necesario para proteger la seguridad de nuestros clientes y de nuestro equipo. Nunca vendemos ni alquilamos nuestra lista de suscriptores.",
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Tus derechos",
        blocks: [
          { type: "p", text: "Puedes pedirnos en cualquier momento:" },
          {
            type: "list",
            items: [
              "Acceso: saber qué información tenemos sobre ti y recibir una copia.",
              "Rectificación: corregir los datos que sean incorrectos o estén desactualizados.",
              "Supresión: borrar tu información cuando ya no tengamos que conservarla.",
              "Oposición: dejar de usar tu información para un fin concreto, como el boletín.",
            ],
          },
          {
            type: "p",
            text: "Es posible que te pidamos confirmar tu identidad antes de atender una solicitud. También puedes dirigirte a la autoridad de protección de datos de tu país.",
          },
        ],
      },
      {
        id: "children",
        heading: "Menores",
        blocks: [
          {
            type: "p",
            text: "El sitio está pensado para adultos. No recogemos a sabiendas información de menores de 13 años, o de 16 en la Unión Europea. Los pequeños cocineros son bienvenidos en nuestras clases en familia, pero la reserva la hace un padre, una madre o un tutor. Si crees que un menor nos ha enviado datos personales, avísanos y los eliminaremos.",
          },
        ],
      },
      {
        id: "security",
        heading: "Seguridad",
        blocks: [
          {
            type: "p",
            text: "El sitio usa conexiones cifradas, solo los miembros del equipo que los necesitan pueden consultar nuestros registros y elegimos a nuestros proveedores con cuidado. Ningún sistema es totalmente seguro, así que avísanos de inmediato si notas algo extraño.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contacto",
        blocks: [
          {
            type: "contact",
            text: "Para cualquier pregunta o solicitud sobre privacidad, escribe a hello@ayurkitchen.example, llama al +1 (415) 555-0134 o envía una carta a Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103. Respondemos a las consultas legales en un plazo de 30 días.",
          },
        ],
      },
    ],
  },
  fr: {
    title: "Politique de confidentialité",
    description:
      "Les données qu'Ayur Kitchen recueille lors d'une inscription, d'une réservation ou d'un formulaire, leur usage, leur durée de conservation et vos droits.",
    intro:
      "Ayur Kitchen est une petite équipe de cuisiniers et d'enseignants installée à San Francisco. Cette politique explique simplement quelles informations nous traitons lorsque vous utilisez notre site, pourquoi nous en avons besoin et ce que vous pouvez nous demander d'en faire.",
    sections: [
      {
        id: "information-we-collect",
        heading: "Les informations que nous recueillons",
        blocks: [
          {
            type: "p",
            text: "Nous ne recueillons que ce qui est nécessaire au fonctionnement du site et aux services que vous demandez :",
          },
          {
            type: "list",
            items: [
              "Lettre d'information : votre adresse e-mail et, si vous le souhaitez, votre prénom.",
              "Formulaires : ce que vous nous envoyez via les formulaires de contact, de traiteur, de proposition de recette et de chef invité, par exemple votre nom, votre e-mail, votre téléphone et votre message.",
              "Réservations : les informations nécessaires pour réserver un cours de cuisine ou une prestation traiteur, comme votre nom, vos coordonnées, la date souhaitée, le nombre d'invités et les indications alimentaires que vous choisissez de partager.",
              "Panier de la boutique : les articles de votre panier sont conservés uniquement dans votre propre navigateur. Rien ne nous est transmis avant que vous passiez commande.",
              "Préférence de langue : la langue que vous choisissez est enregistrée dans le stockage local de votre navigateur et dans un petit cookie, afin que le site s'ouvre dans cette langue lors de votre prochaine visite.",
            ],
          },
          {
            type: "p",
            text: "Nous ne demandons aucun dossier médical. Si vous signalez une allergie ou un besoin alimentaire lors d'une réservation, nous l'utilisons uniquement pour préparer vos plats en toute sécurité.",
          },
        ],
      },
      {
        id: "how-we-use-it",
        heading: "Pourquoi nous les utilisons",
        blocks: [
          {
            type: "list",
            items: [
              "Pour vous envoyer la lettre d'information à laquelle vous êtes inscrit : recettes, conseils de saison et annonces de cours.",
              "Pour répondre à vos messages et à vos demandes de traiteur.",
              "Pour confirmer et gérer vos réservations, et vous prévenir si un cours doit être déplacé.",
              "Pour examiner les recettes et les candidatures de chef invité et, une fois approuvées, les publier avec le crédit que vous avez choisi.",
              "Pour que le site reste fonctionnel, sûr et dans la langue de votre choix.",
            ],
          },
          {
            type: "p",
            text: "Nous ne vendons pas vos informations personnelles et ne les utilisons pas pour établir des profils publicitaires.",
          },
        ],
      },
      {
        id: "legal-bases",
        heading: "Bases juridiques",
        blocks: [
          {
            type: "p",
            text: "Lorsque des lois sur la protection des données comme le RGPD s'appliquent, nous nous appuyons sur les fondements suivants :",
          },
          {
            type: "list",
            items: [
              "Le consentement, pour la lettre d'information. Vous pouvez le retirer à tout moment grâce au lien de désinscription présent dans chaque e-mail.",
              "L'exécution d'un contrat, pour les réservations de cours, les prestations traiteur et les commandes de la boutique.",
              "L'intérêt légitime, pour répondre aux demandes, examiner les propositions et assurer la sécurité du site, toujours mis en balance avec vos droits.",
              "Les obligations légales, pour les documents que nous devons conserver, par exemple à des fins fiscales et comptables.",
            ],
          },
        ],
      },
      {
        id: "retention",
        heading: "Durée de conservation",
        blocks: [
          {
            type: "list",
            items: [
              "Adresse de la lettre d'information : jusqu'à votre désinscription. Nous gardons ensuite seulement une brève mention de votre désinscription, pour ne pas vous réinscrire par erreur.",
              "Messages et demandes : jusqu'à deux ans après notre dernier échange.",
              "Réservations et commandes : aussi longtemps que l'exigent les règles fiscales et comptables.",
              "Propositions : tant que le contenu est publié, ou jusqu'à ce que vous nous demandiez de le retirer.",
              "Panier et préférence de langue : dans votre navigateur, jusqu'à ce que vous les effaciez vous-même.",
            ],
          },
        ],
      },
      {
        id: "sharing",
        heading: "Avec qui nous les partageons",
        blocks: [
          {
            type: "p",
            text: "Nous faisons appel à un prestataire d'envoi d'e-mails pour la lettre d'information et les confirmations de réservation. Il traite les adresses e-mail uniquement selon nos instructions et dans le cadre d'un accord de traitement des données.",
          },
          {
            type: "p",
            text: "En dehors de ce cas, nous ne partageons des informations que si la loi l'exige ou si c'est nécessaire pour protéger la sécurité de nos clients et de notre équipe. Nous ne vendons ni ne louons jamais notre liste d'abonnés.",
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Vos droits",
        blocks: [
          { type: "p", text: "Vous pouvez nous demander à tout moment :" },
          {
            type: "list",
            items: [
              "L'accès : savoir quelles informations nous détenons sur vous et en recevoir une copie.",
              "La rectification : corriger des données inexactes ou périmées.",
              "L'effacement : supprimer vos informations lorsque nous n'avons plus besoin de les conserver.",
              "L'opposition : cesser d'utiliser vos informations pour une finalité précise, comme la lettre d'information.",
            ],
          },
          {
            type: "p",
            text: "Nous pouvons vous demander de confirmer votre identité avant de donner suite à une demande. Vous pouvez aussi vous adresser à l'autorité de protection des données de votre pays.",
          },
        ],
      },
      {
        id: "children",
        heading: "Enfants",
        blocks: [
          {
            type: "p",
            text: "Le site s'adresse aux adultes. Nous ne recueillons pas sciemment d'informations auprès d'enfants de moins de 13 ans, ou de moins de 16 ans dans l'Union européenne. Les jeunes cuisiniers sont les bienvenus dans nos cours en famille, mais c'est un parent ou un tuteur qui réserve. Si vous pensez qu'un enfant nous a transmis des données personnelles, prévenez-nous et nous les supprimerons.",
          },
        ],
      },
      {
        id: "security",
        heading: "Sécurité",
        blocks: [
          {
            type: "p",
            text: "Le site utilise des connexions chiffrées, seuls les membres de l'équipe qui en ont besoin peuvent consulter nos dossiers et nous choisissons nos prestataires avec soin. Aucun système n'est parfaitement sûr : signalez-nous sans attendre tout ce qui vous paraît inhabituel.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Nous contacter",
        blocks: [
          {
            type: "contact",
            text: "Pour toute question ou demande relative à vos données, écrivez à hello@ayurkitchen.example, appelez le +1 (415) 555-0134 ou envoyez un courrier à Ayur Kitchen, 218 Valencia Street, San Francisco, CA 94103. Nous répondons aux demandes juridiques sous 30 jours.",
          },
        ],
      },
    ],
  },
};
