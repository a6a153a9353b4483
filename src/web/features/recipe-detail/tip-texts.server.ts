import type { Locale } from "~/lib/i18n/locales";
import type { TipId, TipText } from "./cooking-tips";

/**
 * The ten cooking tips in each interface language. Only the server reads them: a page gets the
 * (at most ten) tips it shows in its loader data, so the texts never travel in the page's scripts.
 */
const TIP_TEXTS: Record<Locale, Record<TipId, { title: string; body: string }>> = {
  en: {
    tempering: {
      title: "Bloom whole spices in hot fat",
      body: "Add cumin or mustard seeds to hot ghee or oil and wait for them to sizzle and pop, about 30 seconds, before adding anything else. Their aromas dissolve in fat, so a tempering (tadka) flavours the whole dish; stop before the seeds turn dark, or they taste bitter.",
    },
    turmericPepper: {
      title: "Pair turmeric with black pepper and fat",
      body: "Curcumin, turmeric's main compound, is poorly absorbed on its own. A pinch of black pepper (its piperine) and a little ghee or oil in the same dish help the body take it up, which is why classic masalas rarely use turmeric alone.",
    },
    soakLegumes: {
      title: "Soak and rinse your legumes",
      body: "Rinse dals until the water runs clear and soak whole beans for several hours. Soaking shortens cooking and removes some of the sugars that cause gas; Ayurveda adds a pinch of asafoetida (hing) and fresh ginger to make legumes easier for vata to digest.",
    },
    pittaCooling: {
      title: "Cool the fire for pitta",
      body: "Pitta is calmed by sweet, bitter and astringent tastes. Lean on coriander, fennel, mint, coconut and cucumber, go easy on chilli, garlic and sour ingredients, and serve the dish warm rather than piping hot.",
    },
    vataWarmth: {
      title: "Warm, moist and grounding for vata",
      body: "Vata is light, dry and cold, so it is balanced by the opposite: cooked rather than raw food, a spoon of ghee or oil, soups and stews, and warming spices such as ginger, cumin and cinnamon. Eat at regular times and let the meal be calm.",
    },
    kaphaLightness: {
      title: "Keep it light for kapha",
      body: "Kapha is heavy and cool, so it favours pungent, bitter and astringent tastes. Use less oil and salt, grill, roast or steam instead of frying, and add black pepper, ginger or mustard seed to wake up digestion.",
    },
    restMeat: {
      title: "Rest meat before slicing",
      body: "Let grilled or roasted meat rest, loosely covered, for 5 to 10 minutes (longer for a large roast). The juices settle back into the fibres instead of running onto the board, and the temperature evens out as it finishes cooking.",
    },
    pastaWater: {
      title: "Save a cup of pasta water",
      body: "Salt the boiling water well and scoop out a cup before draining. The starch in it binds butter, oil and cheese into a glossy sauce that clings to the pasta; add it a splash at a time while tossing over the heat.",
    },
    stirFryBatches: {
      title: "Prepare everything, then cook in batches",
      body: "A stir-fry moves too fast to chop as you go, so cut and measure everything first. Heat the pan until very hot and cook in small batches: an overcrowded pan cools down and the food steams instead of searing.",
    },
    finishFresh: {
      title: "Taste, then finish with acid and herbs",
      body: "Taste just before serving. A squeeze of lemon or lime, a little vinegar or a handful of fresh herbs brightens flavours that cooking has dulled, and often does more than another pinch of salt.",
    },
  },
  es: {
    tempering: {
      title: "Despierta las especias enteras en grasa caliente",
      body: "Echa el comino o la mostaza en grano en ghee o aceite caliente y espera a que chisporroteen y salten, unos 30 segundos, antes de añadir nada más. Sus aromas se disuelven en la grasa, así que el sofrito de especias (tadka) perfuma todo el plato; para antes de que se oscurezcan o amargarán.",
    },
    turmericPepper: {
      title: "Combina la cúrcuma con pimienta negra y grasa",
      body: "La curcumina, el compuesto principal de la cúrcuma, se absorbe mal por sí sola. Una pizca de pimienta negra (su piperina) y un poco de ghee o aceite en el mismo plato ayudan al cuerpo a aprovecharla; por eso las masalas clásicas rara vez usan la cúrcuma sola.",
    },
    soakLegumes: {
      title: "Remoja y enjuaga las legumbres",
      body: "Enjuaga el dal hasta que el agua salga clara y deja en remojo las legumbres enteras varias horas. El remojo acorta la cocción y elimina parte de los azúcares que causan gases; el ayurveda añade una pizca de asafétida (hing) y jengibre fresco para que vata las digiera mejor.",
    },
    pittaCooling: {
      title: "Refresca el fuego de pitta",
      body: "Pitta se calma con los sabores dulce, amargo y astringente. Usa cilantro, hinojo, menta, coco y pepino, modera el chile, el ajo y los ingredientes ácidos, y sirve el plato templado en lugar de muy caliente.",
    },
    vataWarmth: {
      title: "Cálido, húmedo y reconfortante para vata",
      body: "Vata es ligero, seco y frío, así que lo equilibra lo contrario: comida cocinada en lugar de cruda, una cucharada de ghee o aceite, sopas y guisos, y especias que calientan como el jengibre, el comino y la canela. Come a horas regulares y con calma.",
    },
    kaphaLightness: {
      title: "Ligero para kapha",
      body: "Kapha es pesado y frío, así que le sientan bien los sabores picante, amargo y astringente. Usa menos aceite y sal, asa, hornea o cuece al vapor en lugar de freír, y añade pimienta negra, jengibre o mostaza para despertar la digestión.",
    },
    restMeat: {
      title: "Deja reposar la carne antes de cortarla",
      body: "Deja reposar la carne asada o a la parrilla, tapada sin apretar, de 5 a 10 minutos (más si es una pieza grande). Los jugos vuelven a las fibras en lugar de salirse en la tabla, y la temperatura se iguala mientras termina de hacerse.",
    },
    pastaWater: {
      title: "Guarda una taza del agua de la pasta",
      body: "Sala bien el agua hirviendo y reserva una taza antes de escurrir. Su almidón une la mantequilla, el aceite y el queso en una salsa brillante que se adhiere a la pasta; añádela poco a poco mientras mezclas al fuego.",
    },
    stirFryBatches: {
      title: "Prepáralo todo y saltea por tandas",
      body: "Un salteado va demasiado rápido para cortar sobre la marcha, así que corta y mide todo antes. Calienta mucho la sartén y cocina en tandas pequeñas: una sartén demasiado llena se enfría y los alimentos se cuecen en lugar de dorarse.",
    },
    finishFresh: {
      title: "Prueba y termina con un toque ácido y hierbas",
      body: "Prueba justo antes de servir. Un chorrito de limón o lima, un poco de vinagre o un puñado de hierbas frescas avivan los sabores que la cocción ha apagado, y a menudo hacen más que otra pizca de sal.",
    },
  },
  fr: {
    tempering: {
      title: "Réveillez les épices entières dans la matière grasse chaude",
      body: "Versez le cumin ou les graines de moutarde dans du ghee ou de l’huile chaude et attendez qu’elles grésillent et éclatent, environ 30 secondes, avant d’ajouter autre chose. Leurs arômes se dissolvent dans le gras : ce tempérage (tadka) parfume tout le plat. Arrêtez avant qu’elles ne foncent, sinon elles deviennent amères.",
    },
    turmericPepper: {
      title: "Associez le curcuma au poivre noir et au gras",
      body: "La curcumine, principal composé du curcuma, est mal absorbée seule. Une pincée de poivre noir (sa pipérine) et un peu de ghee ou d’huile dans le même plat aident le corps à l’assimiler ; c’est pourquoi les masalas classiques utilisent rarement le curcuma seul.",
    },
    soakLegumes: {
      title: "Faites tremper et rincez les légumineuses",
      body: "Rincez le dal jusqu’à ce que l’eau soit claire et faites tremper les légumineuses entières plusieurs heures. Le trempage raccourcit la cuisson et élimine une partie des sucres qui causent des ballonnements ; l’ayurveda ajoute une pincée d’ase fétide (hing) et du gingembre frais pour les rendre plus digestes pour vata.",
    },
    pittaCooling: {
      title: "Apaisez le feu de pitta",
      body: "Pitta s’apaise avec les saveurs sucrée, amère et astringente. Misez sur la coriandre, le fenouil, la menthe, la noix de coco et le concombre, modérez le piment, l’ail et les ingrédients acides, et servez le plat tiède plutôt que brûlant.",
    },
    vataWarmth: {
      title: "Chaud, moelleux et rassurant pour vata",
      body: "Vata est léger, sec et froid ; l’inverse l’équilibre : des plats cuits plutôt que crus, une cuillère de ghee ou d’huile, des soupes et des ragoûts, et des épices réchauffantes comme le gingembre, le cumin et la cannelle. Mangez à heures régulières et au calme.",
    },
    kaphaLightness: {
      title: "Restez léger pour kapha",
      body: "Kapha est lourd et frais : il préfère les saveurs piquante, amère et astringente. Utilisez moins d’huile et de sel, grillez, rôtissez ou cuisez à la vapeur plutôt que de frire, et ajoutez poivre noir, gingembre ou graines de moutarde pour réveiller la digestion.",
    },
    restMeat: {
      title: "Laissez reposer la viande avant de la trancher",
      body: "Laissez reposer la viande grillée ou rôtie, couverte sans serrer, 5 à 10 minutes (plus pour une grosse pièce). Les jus se répartissent dans les fibres au lieu de couler sur la planche, et la température s’égalise pendant qu’elle finit de cuire.",
    },
    pastaWater: {
      title: "Gardez une tasse d’eau de cuisson des pâtes",
      body: "Salez bien l’eau bouillante et prélevez une tasse avant d’égoutter. Son amidon lie le beurre, l’huile et le fromage en une sauce brillante qui nappe les pâtes ; ajoutez-la petit à petit en mélangeant sur le feu.",
    },
    stirFryBatches: {
      title: "Préparez tout, puis sautez par petites quantités",
      body: "Un sauté va trop vite pour couper au fur et à mesure : taillez et pesez tout avant. Chauffez fortement la poêle et cuisez par petites quantités : une poêle trop pleine refroidit et les aliments cuisent à l’étuvée au lieu de saisir.",
    },
    finishFresh: {
      title: "Goûtez, puis terminez avec de l’acidité et des herbes",
      body: "Goûtez juste avant de servir. Un filet de citron, un peu de vinaigre ou une poignée d’herbes fraîches ravivent les saveurs que la cuisson a atténuées, souvent mieux qu’une pincée de sel supplémentaire.",
    },
  },
};

/** The tips `ids` names, in that order, in `locale`. */
export function tipTexts(locale: Locale, ids: readonly TipId[]): TipText[] {
  return ids.map((id) => ({ id, ...TIP_TEXTS[locale][id] }));
}
