import type { StaticPageTranslations } from "./types";

export const earnSharePage: StaticPageTranslations = {
  en: {
    title: "Earn & Share",
    description:
      "Get paid for sharing with Ayur Kitchen: 1 USD per approved blog post, 2 USD per recipe and 3 USD per video recipe, paid monthly after our team's review.",
    intro:
      "Our community cooks some of the best food we know. Earn & Share is our creator programme: send us your original recipes, videos and articles, and when our team approves and publishes them, we pay you for your work.",
    sections: [
      {
        id: "how-it-works",
        heading: "How the programme works",
        blocks: [
          {
            type: "p",
            text: "Anyone who loves cooking can take part, from home cooks to professional chefs. You submit your content, our kitchen team reviews it, and every piece we approve and publish earns a fixed payout. You keep ownership of your work and are credited by name on the page.",
          },
        ],
      },
      {
        id: "payouts",
        heading: "Payouts",
        blocks: [
          {
            type: "table",
            head: ["Content type", "Payout", "Notes"],
            rows: [
              ["Approved blog post", "1 USD", "An original article about Ayurvedic cooking, ingredients, seasonal eating or kitchen life."],
              [
                "Approved recipe",
                "2 USD",
                "A tested recipe with exact measurements, clear steps and at least one photo of the finished dish.",
              ],
              ["Approved video recipe", "3 USD", "A written recipe together with a video that shows the main steps from start to finish."],
            ],
          },
          {
            type: "p",
            text: "Each approved piece is paid once. Content that we decline, or that duplicates something already on the site, is not paid.",
          },
        ],
      },
      {
        id: "payment-schedule",
        heading: "When you get paid",
        blocks: [
          {
            type: "p",
            text: "Payouts are made monthly. Once our team has reviewed and approved your content, it is added to your balance, and everything approved during a month is paid together in the following payment run. We email you a summary with each payment.",
          },
        ],
      },
      {
        id: "requirements",
        heading: "Requirements",
        blocks: [
          { type: "p", text: "To be approved, your content should meet these standards:" },
          {
            type: "list",
            items: [
              "Original work: your own recipes, words, photos and videos, not copied from books, websites or other creators.",
              "Tested recipes: cooked by you at least twice, so the results are reliable.",
              "Accurate measurements: precise quantities, with servings, preparation and cooking times.",
              "Clear photos: well lit, in focus and showing the dish you actually cooked.",
              "A complete ingredient list, with common allergens pointed out.",
              "Honest Ayurvedic notes: general dosha suggestions are welcome, but no health claims or promises of cures.",
              "Videos that are steady, easy to follow and use only music you have the right to use.",
              "You must be at least 18 years old to receive payouts.",
            ],
          },
        ],
      },
      {
        id: "how-to-submit",
        heading: "How to submit",
        blocks: [
          {
            type: "list",
            items: [
              "Submit: send your recipe, video link or article through our Share a Recipe page at /share-recipe, and choose how you would like to be credited.",
              "Review: our team reads every submission and cooks from many of them. We may ask you questions or suggest changes.",
              "Approval: once your content meets our standards, we approve it and publish it with your name.",
              "Payout: the amount for each approved piece is added to your balance and paid in the next monthly payment.",
            ],
          },
        ],
      },
      {
        id: "payment-methods",
        heading: "Payment methods",
        blocks: [
          { type: "p", text: "Choose the method that suits you best:" },
          {
            type: "list",
            items: ["Bank transfer", "PayPal", "UPI, for creators with a bank account in India"],
          },
          {
            type: "p",
            text: "Fees charged by your bank or payment service, and any taxes due on your earnings, are your responsibility. We may ask for the tax information required by law before sending your first payment.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Questions",
        blocks: [
          {
            type: "contact",
            text: "Questions about Earn & Share or your balance? Write to hello@ayurkitchen.example or call +1 (415) 555-0134. Our kitchen is at 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
  es: {
    title: "Gana y comparte",
    description:
      "Cobra por compartir en Ayur Kitchen: 1 USD por entrada de blog aprobada, 2 USD por receta y 3 USD por videorreceta, pagados cada mes tras revisión.",
    intro:
      "Nuestra comunidad cocina algunos de los mejores platos que conocemos. Gana y comparte es nuestro programa para creadores: envíanos tus recetas, vídeos y artículos originales y, cuando nuestro equipo los apruebe y publique, te pagaremos por tu trabajo.",
    sections: [
      {
        id: "how-it-works",
        heading: "Cómo funciona el programa",
        blocks: [
          {
            type: "p",
            text: "Puede participar cualquier persona a la que le guste cocinar, desde aficionados hasta chefs profesionales. Tú envías tu contenido, nuestro equipo de cocina lo revisa, y cada pieza que aprobamos y publicamos recibe un pago fijo. Sigues siendo el propietario de tu trabajo y aparece tu nombre en la página.",
          },
        ],
      },
      {
        id: "payouts",
        heading: "Pagos",
        blocks: [
          {
            type: "table",
            head: ["Tipo de contenido", "Pago", "Notas"],
            rows: [
              [
                "Entrada de blog aprobada",
                "1 USD",
                "Un artículo original sobre cocina ayurvédica, ingredientes, alimentación de temporada o la vida en la cocina.",
              ],
              [
                "Receta aprobada",
                "2 USD",
                "Una receta probada, con medidas exactas, pasos claros y al menos una foto del plato terminado.",
              ],
              [
                "Videorreceta aprobada",
                "3 USD",
                "Una receta escrita acompañada de un vídeo que muestre los pasos principales de principio a fin.",
              ],
            ],
          },
          {
            type: "p",
            text: "Cada pieza aprobada se paga una sola vez. El contenido que rechazamos, o que repite algo que ya está en el sitio, no se paga.",
          },
        ],
      },
      {
        id: "payment-schedule",
        heading: "Cuándo cobras",
        blocks: [
          {
            type: "p",
            text: "Los pagos se hacen una vez al mes. Cuando nuestro equipo revisa y aprueba tu contenido, el importe se suma a tu saldo, y todo lo aprobado durante un mes se paga junto en la siguiente tanda de pagos. Con cada pago te enviamos un resumen por correo.",
          },
        ],
      },
      {
        id: "requirements",
        heading: "Requisitos",
        blocks: [
          { type: "p", text: "Para ser aprobado, tu contenido debe cumplir estos criterios:" },
          {
            type: "list",
            items: [
              "Trabajo original: tus propias recetas, textos, fotos y vídeos, no copiados de libros, sitios web ni otros creadores.",
              "Recetas probadas: cocinadas por ti al menos dos veces, para que el resultado sea fiable.",
              "Medidas exactas: cantidades precisas, con raciones y tiempos de preparación y cocción.",
              "Fotos claras: bien iluminadas, enfocadas y del plato que de verdad cocinaste.",
              "Una lista completa de ingredientes, con los alérgenos comunes señalados.",
              "Notas ayurvédicas honestas: las sugerencias generales sobre los doshas son bienvenidas, pero sin afirmaciones de salud ni promesas de curación.",
              "Vídeos estables, fáciles de seguir y solo con música que tengas derecho a usar.",
              "Debes tener al menos 18 años para recibir pagos.",
            ],
          },
        ],
      },
      {
        id: "how-to-submit",
        heading: "Cómo enviar tu contenido",
        blocks: [
          {
            type: "list",
            items: [
              "Envío: manda tu receta, el enlace a tu vídeo o tu artículo desde nuestra página Comparte una receta, en /share-recipe, e indica cómo quieres que aparezca tu crédito.",
              "Revisión: nuestro equipo lee todos los envíos y cocina muchos de ellos. Puede que te hagamos preguntas o te sugiramos cambios.",
              "Aprobación: cuando tu contenido cumple nuestros criterios, lo aprobamos y lo publicamos con tu nombre.",
              "Pago: el importe de cada pieza aprobada se suma a tu saldo y se abona en el siguiente pago mensual.",
            ],
          },
        ],
      },
      {
        id: "payment-methods",
        heading: "Métodos de pago",
        blocks: [
          { type: "p", text: "Elige el método que mejor te venga:" },
          {
            type: "list",
            items: ["Transferencia bancaria", "PayPal", "UPI, para creadores con una cuenta bancaria en la India"],
          },
          {
            type: "p",
            text: "Las comisiones de tu banco o servicio de pago, así como los impuestos que correspondan a tus ingresos, corren por tu cuenta. Antes de enviarte el primer pago, podemos pedirte la información fiscal que exija la ley.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Preguntas",
        blocks: [
          {
            type: "contact",
            text: "¿Tienes preguntas sobre Gana y comparte o sobre tu saldo? Escribe a hello@ayurkitchen.example o llama al +1 (415) 555-0134. Nuestra cocina está en 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
  fr: {
    title: "Partagez et gagnez",
    description:
      "Partagez sur Ayur Kitchen et soyez payé : 1 USD par article approuvé, 2 USD par recette, 3 USD par recette vidéo, versés chaque mois après relecture.",
    intro:
      "Notre communauté cuisine certains des meilleurs plats que nous connaissions. Partagez et gagnez est notre programme pour les créateurs : envoyez-nous vos recettes, vidéos et articles originaux et, lorsque notre équipe les approuve et les publie, nous rémunérons votre travail.",
    sections: [
      {
        id: "how-it-works",
        heading: "Comment fonctionne le programme",
        blocks: [
          {
            type: "p",
            text: "Tous les passionnés de cuisine peuvent participer, des cuisiniers amateurs aux chefs professionnels. Vous soumettez votre contenu, notre équipe de cuisine le relit, et chaque contenu approuvé et publié donne lieu à une rémunération fixe. Vous restez propriétaire de votre travail et votre nom figure sur la page.",
          },
        ],
      },
      {
        id: "payouts",
        heading: "Rémunération",
        blocks: [
          {
            type: "table",
            head: ["Type de contenu", "Rémunération", "Remarques"],
            rows: [
              [
                "Article de blog approuvé",
                "1 USD",
                "Un article original sur la cuisine ayurvédique, les ingrédients, l'alimentation de saison ou la vie en cuisine.",
              ],
              [
                "Recette approuvée",
                "2 USD",
                "Une recette testée, avec des mesures exactes, des étapes claires et au moins une photo du plat terminé.",
              ],
              [
                "Recette vidéo approuvée",
                "3 USD",
                "Une recette écrite accompagnée d'une vidéo montrant les principales étapes du début à la fin.",
              ],
            ],
          },
          {
            type: "p",
            text: "Chaque contenu approuvé n'est payé qu'une fois. Les contenus refusés, ou qui reprennent un contenu déjà présent sur le site, ne sont pas rémunérés.",
          },
        ],
      },
      {
        id: "payment-schedule",
        heading: "Quand vous êtes payé",
        blocks: [
          {
            type: "p",
            text: "Les paiements sont mensuels. Une fois votre contenu relu et approuvé par notre équipe, son montant s'ajoute à votre solde, et tout ce qui a été approuvé au cours d'un mois est versé ensemble lors du paiement suivant. Chaque versement s'accompagne d'un récapitulatif par e-mail.",
          },
        ],
      },
      {
        id: "requirements",
        heading: "Conditions requises",
        blocks: [
          { type: "p", text: "Pour être approuvé, votre contenu doit répondre à ces critères :" },
          {
            type: "list",
            items: [
              "Travail original : vos propres recettes, textes, photos et vidéos, sans copie de livres, de sites ou d'autres créateurs.",
              "Recettes testées : cuisinées par vous au moins deux fois, pour un résultat fiable.",
              "Mesures exactes : des quantités précises, avec le nombre de portions et les temps de préparation et de cuisson.",
              "Photos nettes : bien éclairées, au point et montrant le plat que vous avez réellement cuisiné.",
              "Une liste d'ingrédients complète, avec les allergènes courants signalés.",
              "Des remarques ayurvédiques honnêtes : les suggestions générales sur les doshas sont bienvenues, mais sans allégations de santé ni promesses de guérison.",
              "Des vidéos stables, faciles à suivre et n'utilisant que de la musique dont vous avez les droits.",
              "Vous devez avoir au moins 18 ans pour être rémunéré.",
            ],
          },
        ],
      },
      {
        id: "how-to-submit",
        heading: "Comment soumettre votre contenu",
        blocks: [
          {
            type: "list",
            items: [
              "Envoi : transmettez votre recette, le lien de votre vidéo ou votre article depuis notre page Partager une recette, à l'adresse /share-recipe, et indiquez comment vous souhaitez être crédité.",
              "Relecture : notre équipe lit chaque proposition et en cuisine un grand nombre. Nous pouvons vous poser des questions ou suggérer des modifications.",
              "Approbation : lorsque votre contenu répond à nos critères, nous l'approuvons et le publions sous votre nom.",
              "Paiement : le montant de chaque contenu approuvé s'ajoute à votre solde et vous est versé lors du paiement mensuel suivant.",
            ],
          },
        ],
      },
      {
        id: "payment-methods",
        heading: "Modes de paiement",
        blocks: [
          { type: "p", text: "Choisissez le mode qui vous convient le mieux :" },
          {
            type: "list",
            items: ["Virement bancaire", "PayPal", "UPI, pour les créateurs disposant d'un compte bancaire en Inde"],
          },
          {
            type: "p",
            text: "Les frais facturés par votre banque ou votre service de paiement, ainsi que les impôts dus sur vos revenus, sont à votre charge. Nous pouvons vous demander les informations fiscales exigées par la loi avant votre premier paiement.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Des questions ?",
        blocks: [
          {
            type: "contact",
            text: "Une question sur Partagez et gagnez ou sur votre solde ? Écrivez à hello@ayurkitchen.example ou appelez le +1 (415) 555-0134. Notre cuisine se trouve au 218 Valencia Street, San Francisco, CA 94103.",
          },
        ],
      },
    ],
  },
};
