import type { Locale } from "~/lib/i18n/locales";

export type FaqGroup = { title: string; items: { question: string; answer: string }[] };

/**
 * The questions visitors ask most, by topic. Kept on the server: the contact page's loader sends
 * only the reader's language, so the page's script carries none of it.
 */
export const CONTACT_FAQ: Record<Locale, FaqGroup[]> = {
  en: [
    {
      title: "Cooking classes",
      items: [
        {
          question: "How do I book a cooking class?",
          answer:
            "Open the class you like, press Book This Class and choose a date from the list of sessions with free spots. You receive a confirmation by email with a calendar invitation straight away.",
        },
        {
          question: "Can I cancel a class booking?",
          answer:
            "Yes. Your confirmation email holds a cancel link that works once; your spots go back on sale and the next person on the waiting list is told. For anything else, choose Class Booking as the subject of the form above.",
        },
      ],
    },
    {
      title: "Shop orders",
      items: [
        {
          question: "How long does delivery take, and what does it cost?",
          answer:
            "Standard delivery takes 3-5 business days and is free on orders of $50 or more; express delivery takes 1-2 business days. You see the exact cost before you pay.",
        },
        {
          question: "Can I return a product?",
          answer:
            "Yes, within 30 days of delivery. Write to us with your order number, choosing Product Support as the subject, and we will tell you how to send it back.",
        },
      ],
    },
    {
      title: "Catering",
      items: [
        {
          question: "How far ahead should I request buffet or company catering?",
          answer:
            "Each menu shows its own advance notice and minimum number of guests. Send the request from the menu's page; we confirm availability and the final price within 24 hours.",
        },
        {
          question: "Can you adapt a menu for allergies or diets?",
          answer:
            "Yes. Most menus include vegetarian, vegan and gluten-free dishes, and you can describe any allergy or special request in the booking form. Final pricing may vary with the changes.",
        },
      ],
    },
    {
      title: "Recipes",
      items: [
        {
          question: "Can I share my own recipe on the site?",
          answer:
            "Yes. Send it from the Share a Recipe page. Our team reviews every recipe before it appears, and creators earn a small payment for each approved recipe (see Earn & Share).",
        },
        {
          question: "I found a mistake in a recipe. What should I do?",
          answer:
            "Please tell us with the form above, choosing Recipe Question as the subject, and include the recipe's address. We check and correct recipes quickly.",
        },
      ],
    },
  ],
  es: [
    {
      title: "Clases de cocina",
      items: [
        {
          question: "¿Cómo reservo una clase de cocina?",
          answer:
            "Abra la clase que le guste, pulse Reservar esta clase y elija una fecha de la lista de sesiones con plazas libres. Recibirá al instante una confirmación por correo con una invitación de calendario.",
        },
        {
          question: "¿Puedo cancelar una reserva de clase?",
          answer:
            "Sí. El correo de confirmación incluye un enlace de cancelación de un solo uso; sus plazas vuelven a estar disponibles y avisamos a la siguiente persona de la lista de espera. Para cualquier otra cosa, elija Reserva de clase como asunto en el formulario.",
        },
      ],
    },
    {
      title: "Pedidos de la tienda",
      items: [
        {
          question: "¿Cuánto tarda el envío y cuánto cuesta?",
          answer:
            "El envío estándar tarda de 3 a 5 días hábiles y es gratuito en pedidos desde 50 $; el envío exprés tarda de 1 a 2 días hábiles. Verá el coste exacto antes de pagar.",
        },
        {
          question: "¿Puedo devolver un producto?",
          answer:
            "Sí, en los 30 días siguientes a la entrega. Escríbanos con su número de pedido, eligiendo Soporte de productos como asunto, y le indicaremos cómo devolverlo.",
        },
      ],
    },
    {
      title: "Catering",
      items: [
        {
          question: "¿Con cuánta antelación debo solicitar un bufé o catering para empresas?",
          answer:
            "Cada menú indica su propia antelación y su número mínimo de invitados. Envíe la solicitud desde la página del menú; confirmamos la disponibilidad y el precio final en 24 horas.",
        },
        {
          question: "¿Pueden adaptar un menú a alergias o dietas?",
          answer:
            "Sí. La mayoría de los menús incluyen platos vegetarianos, veganos y sin gluten, y puede describir cualquier alergia o petición especial en el formulario de reserva. El precio final puede variar con los cambios.",
        },
      ],
    },
    {
      title: "Recetas",
      items: [
        {
          question: "¿Puedo compartir mi propia receta en el sitio?",
          answer:
            "Sí. Envíela desde la página Comparte una receta. Nuestro equipo revisa cada receta antes de publicarla, y los autores reciben un pequeño pago por cada receta aprobada (vea Gana y comparte).",
        },
        {
          question: "He encontrado un error en una receta. ¿Qué hago?",
          answer:
            "Avísenos con el formulario, eligiendo Pregunta sobre una receta como asunto, e incluya la dirección de la receta. Revisamos y corregimos las recetas con rapidez.",
        },
      ],
    },
  ],
  fr: [
    {
      title: "Cours de cuisine",
      items: [
        {
          question: "Comment réserver un cours de cuisine ?",
          answer:
            "Ouvrez le cours qui vous plaît, appuyez sur Réserver ce cours et choisissez une date parmi les séances qui ont des places libres. Vous recevez aussitôt une confirmation par e-mail avec une invitation d'agenda.",
        },
        {
          question: "Puis-je annuler une réservation de cours ?",
          answer:
            "Oui. L'e-mail de confirmation contient un lien d'annulation à usage unique ; vos places sont remises en vente et la personne suivante de la liste d'attente est prévenue. Pour toute autre demande, choisissez Réservation de cours comme objet dans le formulaire.",
        },
      ],
    },
    {
      title: "Commandes de la boutique",
      items: [
        {
          question: "Quels sont les délais et les frais de livraison ?",
          answer:
            "La livraison standard prend 3 à 5 jours ouvrés et elle est gratuite dès 50 $ d'achat ; la livraison express prend 1 à 2 jours ouvrés. Vous voyez le coût exact avant de payer.",
        },
        {
          question: "Puis-je retourner un produit ?",
          answer:
            "Oui, dans les 30 jours suivant la livraison. Écrivez-nous avec votre numéro de commande, en choisissant Assistance produit comme objet, et nous vous dirons comment le renvoyer.",
        },
      ],
    },
    {
      title: "Traiteur",
      items: [
        {
          question: "Combien de temps à l'avance faut-il demander un buffet ou un traiteur d'entreprise ?",
          answer:
            "Chaque menu indique son propre délai de réservation et son nombre minimum de convives. Envoyez la demande depuis la page du menu ; nous confirmons la disponibilité et le prix final sous 24 heures.",
        },
        {
          question: "Pouvez-vous adapter un menu aux allergies ou aux régimes ?",
          answer:
            "Oui. La plupart des menus proposent des plats végétariens, végans et sans gluten, et vous pouvez décrire toute allergie ou demande particulière dans le formulaire de réservation. Le prix final peut varier selon les changements.",
        },
      ],
    },
    {
      title: "Recettes",
      items: [
        {
          question: "Puis-je partager ma propre recette sur le site ?",
          answer:
            "Oui. Envoyez-la depuis la page Partager une recette. Notre équipe relit chaque recette avant sa publication, et les auteurs reçoivent une petite rémunération pour chaque recette approuvée (voir Gagner et partager).",
        },
        {
          question: "J'ai trouvé une erreur dans une recette. Que faire ?",
          answer:
            "Signalez-la-nous avec le formulaire, en choisissant Question sur une recette comme objet, et indiquez l'adresse de la recette. Nous vérifions et corrigeons les recettes rapidement.",
        },
      ],
    },
  ],
};
