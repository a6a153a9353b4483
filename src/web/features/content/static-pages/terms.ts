import type { StaticPageTranslations } from "./types";

export const termsPage: StaticPageTranslations = {
  en: {
    title: "Terms of Service",
    description:
      "Ayur Kitchen's terms of service: recipes and Ayurvedic guidance, class and catering bookings, shop orders, community submissions and your responsibilities.",
    intro:
      "These terms set out the ground rules for using the Ayur Kitchen website and services. By browsing the site, booking a class, ordering from the shop or sending us a recipe, you agree to them, so please take a few minutes to read them.",
    sections: [
      {
        id: "use-of-the-site",
        heading: "Using the site",
        blocks: [
          {
            type: "p",
            text: "You are welcome to read, cook from and share links to our pages for your own, non-commercial use. Please use the site lawfully and respectfully.",
          },
          {
            type: "list",
            items: [
              "Do not try to disrupt the site, get around its security or access areas that are not meant for you.",
              "Do not copy the site's content in bulk, whether by hand or with automated tools.",
              "Give accurate details when you book, order or submit something.",
              "Be kind in anything you send us or publish through the community pages.",
            ],
          },
        ],
      },
      {
        id: "educational-content",
        heading: "Recipes and Ayurvedic information",
        blocks: [
          {
            type: "p",
            text: "Our recipes and the vata, pitta and kapha guidance that comes with them are shared for education and cooking inspiration. They are not medical advice and do not replace a diagnosis or treatment from a qualified health professional.",
          },
          {
            type: "p",
            text: "If you are pregnant, take medication or live with a health condition, talk to your doctor before changing your diet. Our Disclaimer page explains this in more detail.",
          },
        ],
      },
      {
        id: "bookings-and-cancellations",
        heading: "Bookings and cancellations",
        blocks: [
          {
            type: "p",
            text: "A class place or a catering date is confirmed once you receive our confirmation email and, where one is asked for, the payment or deposit has been made.",
          },
          {
            type: "list",
            items: [
              "Cooking classes: cancel at least 72 hours before the start for a full refund or a free transfer to another session. Later cancellations receive a credit toward a future class. Missed classes without notice are not refunded.",
              "Buffet and industrial catering: deposit, menu changes and cancellation terms are set out in your written quote, which forms part of your agreement with us.",
              "If we have to cancel or move a class, you can choose a new date or a full refund.",
            ],
          },
          {
            type: "p",
            text: "Please tell us about allergies and dietary needs when you book, so our kitchen can plan for them.",
          },
        ],
      },
      {
        id: "shop-orders",
        heading: "Shop orders",
        blocks: [
          {
            type: "p",
            text: "Prices in the shop are shown in US dollars. Any taxes and shipping costs are added at checkout before you pay. Your order is accepted when we send you a confirmation email.",
          },
          {
            type: "list",
            items: [
              "If an item arrives damaged or is not what you ordered, contact us within 14 days and we will replace or refund it.",
              "Unused kitchen tools and cookware can be returned within 30 days of delivery.",
              "For food safety reasons, opened spices, teas and other food items cannot be returned.",
              "If an item becomes unavailable after you order, we will tell you and refund it in full.",
            ],
          },
        ],
      },
      {
        id: "user-submissions",
        heading: "Your submissions and licence",
        blocks: [
          {
            type: "p",
            text: "When you send us a recipe, a blog post, a video, photos or a guest-chef application, you confirm that the work is yours, or that you have permission to share it, and that it does not infringe anyone else's rights.",
          },
          {
            type: "p",
            text: "You keep ownership of your work. By submitting it, you give Ayur Kitchen a non-exclusive, worldwide, royalty-free licence to publish, edit for clarity and length, translate, display and promote it on our site, newsletter and social channels, with credit to you. You can ask us to take your content down at any time.",
          },
          {
            type: "p",
            text: "We may decline or remove any submission. Payouts for approved content follow the rules on our Earn & Share page.",
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        blocks: [
          {
            type: "p",
            text: "The Ayur Kitchen name and logo, our recipes, texts, photographs, videos and page design belong to Ayur Kitchen, to Chef Meera Raghavan or to the contributors who licensed them to us.",
          },
          {
            type: "p",
            text: "You may print a recipe for your own kitchen and share links to our pages. Republishing our recipes or photos in full, on a website, in print or for sale, requires our written permission.",
          },
        ],
      },
      {
        id: "liability",
        heading: "Limitation of liability",
        blocks: [
          {
            type: "p",
            text: "We take great care with our content, but the site is provided as it is and may sometimes contain mistakes or be unavailable. Cooking involves heat, sharp tools and ingredients that can cause reactions, so please take sensible precautions.",
          },
          {
            type: "p",
            text: "To the extent the law allows, Ayur Kitchen is not liable for indirect or consequential losses, and our total liability for any claim is limited to the amount you paid us for the service or product concerned. Nothing in these terms limits rights that consumer law does not allow us to limit.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        blocks: [
          {
            type: "p",
            text: "We may update these terms as our services grow. The last-updated date on this page tells you when they last changed. Bookings and orders already confirmed keep the terms that applied when they were made.",
          },
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        blocks: [
          {
            type: "p",
            text: "These terms are governed by the laws of the State of California. Any dispute will be handled by the courts located in San Francisco County, unless the consumer protection laws of the place where you live give you the right to go to your local courts.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          {
            type: "contact",
            text: "Questions about these terms? Write to hello@ayurkitchen.example, call +1 (415) 555-0134 or visit us at 218 Valencia Street, San Francisco, CA 94103. We answer legal inquiries within 30 days.",
          },
        ],
      },
    ],
  },
  es: {
    title: "Condiciones de uso",
    description:
      "Condiciones de Ayur Kitchen: recetas y guía ayurvédica, reservas de clases y catering, pedidos de la tienda, envíos de la comunidad y tus obligaciones.",
    intro:
      "Estas condiciones establecen las reglas básicas para usar el sitio web y los servicios de Ayur Kitchen. Al navegar por el sitio, reservar una clase, comprar en la tienda o enviarnos una receta, las aceptas, así que te pedimos que dediques unos minutos a leerlas.",
    sections: [
      {
        id: "use-of-the-site",
        heading: "Uso del sitio",
        blocks: [
          {
            type: "p",
            text: "Puedes leer nuestras páginas, cocinar con ellas y compartir sus enlaces para tu uso personal y no comercial. Te pedimos que uses el sitio de forma legal y respetuosa.",
          },
          {
            type: "list",
            items: [
              "No intentes interrumpir el sitio, saltarte su seguridad ni entrar en zonas que no son para ti.",
              "No copies el contenido del sitio de forma masiva, ya sea a mano o con herramientas automáticas.",
              "Facilita datos correctos cuando reserves, compres o nos envíes algo.",
              "Sé amable en todo lo que nos envíes o publiques en las páginas de la comunidad.",
            ],
          },
        ],
      },
      {
        id: "educational-content",
        heading: "Recetas e información ayurvédica",
        blocks: [
          {
            type: "p",
            text: "Nuestras recetas y las indicaciones sobre vata, pitta y kapha que las acompañan se comparten con fines educativos y como inspiración en la cocina. No son consejo médico y no sustituyen el diagnóstico ni el tratamiento de un profesional sanitario cualificado.",
          },
          {
            type: "p",
            text: "Si estás embarazada, tomas medicación o tienes alguna afección, consulta a tu médico antes de cambiar tu alimentación. Nuestra página de Aviso legal lo explica con más detalle.",
          },
        ],
      },
      {
        id: "bookings-and-cancellations",
        heading: "Reservas y cancelaciones",
        blocks: [
          {
            type: "p",
            text: "Una plaza en una clase o una fecha de catering queda confirmada cuando recibes nuestro correo de confirmación y, si se solicita, se ha realizado el pago o el depósito.",
          },
          {
            type: "list",
            items: [
              "Clases de cocina: si cancelas con al menos 72 horas de antelación, te devolvemos el importe íntegro o te pasamos sin coste a otra sesión. Las cancelaciones posteriores reciben un crédito para una clase futura. Las ausencias sin aviso no se reembolsan.",
              "Catering para bufés e industrial: el depósito, los cambios de menú y las condiciones de cancelación figuran en tu presupuesto por escrito, que forma parte de tu acuerdo con nosotros.",
              "Si tenemos que cancelar o cambiar de fecha una clase, puedes elegir una nueva fecha o el reembolso completo.",
            ],
          },
          {
            type: "p",
            text: "Indícanos tus alergias y necesidades dietéticas al reservar, para que nuestra cocina pueda tenerlas en cuenta.",
          },
        ],
      },
      {
        id: "shop-orders",
        heading: "Pedidos de la tienda",
        blocks: [
          {
            type: "p",
            text: "Los precios de la tienda se muestran en dólares estadounidenses. Los impuestos y gastos de envío se añaden al finalizar la compra, antes de pagar. Tu pedido queda aceptado cuando te enviamos un correo de confirmación.",
          },
          {
            type: "list",
            items: [
              "Si un artículo llega dañado o no es lo que pediste, escríbenos en un plazo de 14 días y lo sustituiremos o te devolveremos el dinero.",
              "Los utensilios y menaje de cocina sin usar pueden devolverse en un plazo de 30 días desde la entrega.",
              "Por motivos de seguridad alimentaria, las especias, tés y demás alimentos abiertos no admiten devolución.",
              "Si un artículo deja de estar disponible después de tu pedido, te avisaremos y te devolveremos el importe íntegro.",
            ],
          },
        ],
      },
      {
        id: "user-submissions",
        heading: "Tus envíos y licencia",
        blocks: [
          {
            type: "p",
            text: "Cuando nos envías una receta, una entrada de blog, un vídeo, fotos o una candidatura de chef invitado, confirmas que el trabajo es tuyo, o que tienes permiso para compartirlo, y que no vulnera los derechos de nadie.",
          },
          {
            type: "p",
            text: "Sigues siendo el propietario de tu obra. Al enviarla, concedes a Ayur Kitchen una licencia no exclusiva, mundial y gratuita para publicarla, editarla por claridad y extensión, traducirla, mostrarla y promocionarla en nuestro sitio, nuestro boletín y nuestras redes sociales, citándote como autor. Puedes pedirnos que la retiremos en cualquier momento.",
          },
          {
            type: "p",
            text: "Podemos rechazar o retirar cualquier envío. Los pagos por contenido aprobado siguen las reglas de nuestra página Gana y comparte.",
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "Propiedad intelectual",
        blocks: [
          {
            type: "p",
            text: "El nombre y el logotipo de Ayur Kitchen, nuestras recetas, textos, fotografías, vídeos y el diseño de las páginas pertenecen a Ayur Kitchen, a la chef Meera Raghavan o a los colaboradores que nos los han cedido bajo licencia.",
          },
          {
            type: "p",
            text: "Puedes imprimir una receta para tu propia cocina y compartir enlaces a nuestras páginas. Para reproducir íntegramente nuestras recetas o fotos, en un sitio web, en papel o con fines comerciales, necesitas nuestro permiso por escrito.",
          },
        ],
      },
      {
        id: "liability",
        heading: "Limitación de responsabilidad",
        blocks: [
          {
            type: "p",
            text: "Cuidamos mucho nuestro contenido, pero el sitio se ofrece tal cual y a veces puede contener errores o no estar disponible. Cocinar implica calor, utensilios cortantes e ingredientes que pueden provocar reacciones, así que toma precauciones razonables.",
          },
          {
            type: "p",
            text: "En la medida en que la ley lo permita, Ayur Kitchen no responde de pérdidas indirectas o consecuentes, y nuestra responsabilidad total por cualquier reclamación se limita al importe que nos pagaste por el servicio o producto en cuestión. Nada de lo dispuesto en estas condiciones limita los derechos que la legislación de consumo no nos permite limitar.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Cambios en estas condiciones",
        blocks: [
          {
            type: "p",
            text: "Podemos actualizar estas condiciones a medida que crezcan nuestros servicios. La fecha de última actualización que figura en esta página indica cuándo cambiaron por última vez. Las reservas y pedidos ya confirmados mantienen las condiciones vigentes en el momento en que se hicieron.",
          },
        ],
      },
      {
        id: "governing-law",
        heading: "Legislación aplicable",
        blocks: [
          {
            type: "p",
            text: "Estas condiciones se rigen por las leyes del estado de California. Cualquier controversia se resolverá ante los tribunales del condado de San Francisco, salvo que las leyes de protección al consumidor del lugar donde vives te permitan acudir a los tribunales locales.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contacto",
        blocks: [
          {
            type: "contact",
            text: "¿Tienes preguntas sobre estas condiciones? Escribe a hello@ayurkitchen.example, llama al +1 (415) 555-0134 o visítanos en 218 Valencia Street, San Francisco, CA 94103. Respondemos a las consultas legales en un plazo de 30 días.",
          },
        ],
      },
    ],
  },
  fr: {
    title: "Conditions d'utilisation",
    description:
      "Conditions d'utilisation d'Ayur Kitchen : recettes et conseils ayurvédiques, réservations, commandes, contributions de la communauté et vos engagements.",
    intro:
      "Ces conditions fixent les règles de base pour utiliser le site et les services d'Ayur Kitchen. En parcourant le site, en réservant un cours, en commandant dans la boutique ou en nous envoyant une recette, vous les acceptez : prenez donc quelques minutes pour les lire.",
    sections: [
      {
        id: "use-of-the-site",
        heading: "Utilisation du site",
        blocks: [
          {
            type: "p",
            text: "Vous pouvez lire nos pages, cuisiner à partir de nos recettes et partager leurs liens pour un usage personnel et non commercial. Merci d'utiliser le site de manière légale et respectueuse.",
          },
          {
            type: "list",
            items: [
              "N'essayez pas de perturber le site, de contourner sa sécurité ni d'accéder à des espaces qui ne vous sont pas destinés.",
              "Ne copiez pas le contenu du site en masse, que ce soit à la main ou avec des outils automatisés.",
              "Donnez des informations exactes lorsque vous réservez, commandez ou nous envoyez un contenu.",
              "Restez bienveillant dans tout ce que vous nous envoyez ou publiez sur les pages de la communauté.",
            ],
          },
        ],
      },
      {
        id: "educational-content",
        heading: "Recettes et informations ayurvédiques",
        blocks: [
          {
            type: "p",
            text: "Nos recettes et les conseils sur vata, pitta et kapha qui les accompagnent sont partagés à titre éducatif et pour inspirer votre cuisine. Ils ne constituent pas un avis médical et ne remplacent pas le diagnostic ou le traitement d'un professionnel de santé qualifié.",
          },
          {
            type: "p",
            text: "Si vous êtes enceinte, prenez un traitement ou vivez avec un problème de santé, parlez-en à votre médecin avant de modifier votre alimentation. Notre page Avertissement le détaille davantage.",
          },
        ],
      },
      {
        id: "bookings-and-cancellations",
        heading: "Réservations et annulations",
        blocks: [
          {
            type: "p",
            text: "Une place en cours ou une date de prestation traiteur est confirmée dès que vous recevez notre e-mail de confirmation et, lorsqu'il est demandé, que le paiement ou l'acompte a été réglé.",
          },
          {
            type: "list",
            items: [
              "Cours de cuisine : en annulant au moins 72 heures avant le début, vous êtes remboursé intégralement ou transféré sans frais vers une autre séance. Les annulations plus tardives donnent droit à un avoir pour un prochain cours. Les absences sans prévenir ne sont pas remboursées.",
              "Traiteur buffet et restauration collective : l'acompte, les modifications de menu et les conditions d'annulation figurent dans votre devis écrit, qui fait partie de votre accord avec nous.",
              "Si nous devons annuler ou déplacer un cours, vous choisissez entre une nouvelle date et un remboursement intégral.",
            ],
          },
          {
            type: "p",
            text: "Signalez-nous vos allergies et besoins alimentaires au moment de réserver, afin que notre cuisine puisse s'organiser.",
          },
        ],
      },
      {
        id: "shop-orders",
        heading: "Commandes en boutique",
        blocks: [
          {
            type: "p",
            text: "Les prix de la boutique sont affichés en dollars américains. Les taxes et frais de livraison éventuels s'ajoutent au moment de la commande, avant le paiement. Votre commande est acceptée lorsque nous vous envoyons un e-mail de confirmation.",
          },
          {
            type: "list",
            items: [
              "Si un article arrive endommagé ou ne correspond pas à votre commande, contactez-nous sous 14 jours : nous le remplacerons ou vous rembourserons.",
              "Les ustensiles et articles de cuisine non utilisés peuvent être retournés dans les 30 jours suivant la livraison.",
              "Pour des raisons de sécurité alimentaire, les épices, thés et autres denrées ouverts ne sont ni repris ni échangés.",
              "Si un article devient indisponible après votre commande, nous vous prévenons et vous remboursons intégralement.",
            ],
          },
        ],
      },
      {
        id: "user-submissions",
        heading: "Vos contributions et la licence accordée",
        blocks: [
          {
            type: "p",
            text: "Lorsque vous nous envoyez une recette, un article de blog, une vidéo, des photos ou une candidature de chef invité, vous confirmez que l'œuvre est la vôtre, ou que vous avez le droit de la partager, et qu'elle ne porte atteinte aux droits de personne.",
          },
          {
            type: "p",
            text: "Vous restez propriétaire de votre travail. En le soumettant, vous accordez à Ayur Kitchen une licence non exclusive, mondiale et gratuite pour le publier, le retoucher pour plus de clarté ou de concision, le traduire, l'afficher et le promouvoir sur notre site, dans notre lettre d'information et sur nos réseaux sociaux, en vous citant. Vous pouvez nous demander de le retirer à tout moment.",
          },
          {
            type: "p",
            text: "Nous pouvons refuser ou retirer toute contribution. La rémunération des contenus approuvés suit les règles de notre page Partagez et gagnez.",
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "Propriété intellectuelle",
        blocks: [
          {
            type: "p",
            text: "Le nom et le logo Ayur Kitchen, nos recettes, textes, photographies, vidéos et la conception des pages appartiennent à Ayur Kitchen, à la cheffe Meera Raghavan ou aux contributeurs qui nous les ont concédés sous licence.",
          },
          {
            type: "p",
            text: "Vous pouvez imprimer une recette pour votre cuisine et partager des liens vers nos pages. Reproduire intégralement nos recettes ou nos photos, sur un site, sur papier ou à des fins commerciales, exige notre autorisation écrite.",
          },
        ],
      },
      {
        id: "liability",
        heading: "Limitation de responsabilité",
        blocks: [
          {
            type: "p",
            text: "Nous soignons nos contenus, mais le site est fourni en l'état et peut parfois comporter des erreurs ou être indisponible. Cuisiner implique de la chaleur, des ustensiles tranchants et des ingrédients susceptibles de provoquer des réactions : prenez des précautions raisonnables.",
          },
          {
            type: "p",
            text: "Dans la mesure permise par la loi, Ayur Kitchen n'est pas responsable des pertes indirectes ou consécutives, et notre responsabilité totale pour toute réclamation est limitée au montant que vous nous avez payé pour le service ou le produit concerné. Rien dans ces conditions ne limite les droits que le droit de la consommation nous interdit de restreindre.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Modifications de ces conditions",
        blocks: [
          {
            type: "p",
            text: "Nous pouvons mettre à jour ces conditions à mesure que nos services évoluent. La date de dernière mise à jour affichée sur cette page indique quand elles ont changé pour la dernière fois. Les réservations et commandes déjà confirmées restent soumises aux conditions en vigueur au moment où elles ont été passées.",
          },
        ],
      },
      {
        id: "governing-law",
        heading: "Droit applicable",
        blocks: [
          {
            type: "p",
            text: "Ces conditions sont régies par le droit de l'État de Californie. Tout litige relèvera des tribunaux du comté de San Francisco, sauf si les lois de protection des consommateurs de votre lieu de résidence vous permettent de saisir les tribunaux locaux.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Nous contacter",
        blocks: [
          {
            type: "contact",
            text: "Une question sur ces conditions ? Écrivez à hello@ayurkitchen.example, appelez le +1 (415) 555-0134 ou rendez-nous visite au 218 Valencia Street, San Francisco, CA 94103. Nous répondons aux demandes juridiques sous 30 jours.",
          },
        ],
      },
    ],
  },
};
