import "~/lib/i18n/areas/home/register";
import "~/lib/i18n/areas/daily-recipe/register";
import { ArrowRight, BookOpenText, CalendarHeart, Clock, Globe2, Leaf, Soup, Users } from "lucide-react";
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { HOME_FEATURED_CLASSES, HOME_FEATURED_POSTS, HOME_FEATURED_PRODUCTS } from "../../shared/schemas/catalogue";
import { uiArtworkPath, type UI_ARTWORK } from "../../shared/ui-artwork";
import { ButtonLink } from "~/components/ui/button";
import { SmartImage } from "~/components/ui/smart-image";
import { AdSlot } from "~/features/ads/ad-slot";
import { BlogPostCard } from "~/features/blog/blog-post-card";
import { ClassCard } from "~/features/classes/class-card";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { RecipeCard } from "~/features/recipes/recipe-card";
import { ProductCard } from "~/features/shop/product-card";
import { translate, useI18n, type MessageKey } from "~/lib/i18n";
import { sharedPageHeaders } from "~/lib/cache-headers";
import { homeJsonLd, serializeJsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/meta";
import { paths } from "../../shared/paths";
import { rootDataFromMatches } from "~/lib/root-data";
import { LanguageSuggestion } from "~/features/language/language-suggestion";
import { translateEntities, translateEntity, translateLookups } from "~/lib/content-translation.server";
import { getPageTranslator, getServices } from "~/services.server";

// Kept 30 s by the page cache: a new recipe of the day (a pick, or midnight in the site's zone)
// shows within half a minute without the pick having to reach into the cache.
export const headers = sharedPageHeaders(30);

export async function loader({ context }: LoaderFunctionArgs) {
  const services = getServices(context);
  const translator = getPageTranslator(context);
  const [recipes, classes, posts, products, cuisines, daily] = await Promise.all([
    services.recipes.listFeatured().then((list) => translateEntities(translator, list, ["title", "description"], { name: "recipe" })),
    services.classes
      .list({ featured: true }, HOME_FEATURED_CLASSES)
      .then((list) => translateEntities(translator, list, ["title", "description"], { name: "class" })),
    services.blog
      .list({ featured: true, page: 1, limit: HOME_FEATURED_POSTS })
      .then(async (found) => ({ ...found, data: await translateEntities(translator, found.data, ["title", "excerpt"], { name: "post" }) })),
    services.shop
      .listProducts({ featured: true }, HOME_FEATURED_PRODUCTS)
      .then((list) => translateEntities(translator, list, ["name", "description"], { name: "product" })),
    services.recipes.cuisines().then((list) => translateLookups(translator, list, "cuisine")),
    // An empty library has no recipe of the day; the home page still renders.
    services.dailyRecipes
      .forDay()
      .then(async (answer) => ({
        ...answer,
        recipe: (await translateEntity(translator, answer.recipe, ["title", "description"], { name: "recipe of the day" }))!,
      }))
      .catch(() => null),
  ]);
  const cuisineNames = Object.fromEntries(cuisines.map((c) => [c.name, c.displayName]));
  const jsonLd = serializeJsonLd(homeJsonLd(services.config.siteUrl));
  return { recipes, classes, posts: posts.data, products, cuisineNames, daily, jsonLd };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "home.title"),
    description: translate(locale, "home.description"),
    path: "/",
    siteUrl,
    locale,
    image: data?.recipes[0]?.image,
  });
};

/** On phones a section's cards form a sideways rail; from 640 px up they form a grid. */
const RAIL =
  "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 [scrollbar-width:none] sm:mx-0 sm:grid sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0";
const RAIL_ITEM = "w-[80%] max-w-[20rem] shrink-0 snap-start sm:w-auto sm:max-w-none";

const SPOTLIGHT: { key: string; art: keyof typeof UI_ARTWORK; dosha: string }[] = [
  { key: "turmeric", art: "spotlightTurmeric", dosha: "Kapha" },
  { key: "ginger", art: "spotlightGinger", dosha: "Vata · Kapha" },
  { key: "ghee", art: "spotlightGhee", dosha: "Vata · Pitta" },
  { key: "cumin", art: "spotlightCumin", dosha: "Tridoshic" },
];

const EXPERTISE = [
  { key: "ayurveda", Icon: Leaf },
  { key: "world", Icon: Globe2 },
  { key: "teaching", Icon: CalendarHeart },
  { key: "catering", Icon: Soup },
] as const;

function SectionHeading({ title, body, to, linkLabel, id }: { title: string; body: string; to: string; linkLabel: string; id: string }) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-2 max-w-xl text-ink-soft">{body}</p>
      </div>
      <Link to={to} className="inline-flex min-h-11 items-center gap-1 font-semibold text-herb hover:text-herb-dark">
        {linkLabel}
        <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
      </Link>
    </div>
  );
}

export default function HomeRoute() {
  const { recipes, classes, posts, products, cuisineNames, daily, jsonLd } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const heroArt = recipes.slice(0, 3);

  return (
    <>
      <LanguageSuggestion />
      <section
        className="relative overflow-hidden bg-gradient-to-br from-saffron-light via-cream to-herb-light"
        aria-labelledby="hero-title"
      >
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-paper/80 px-4 py-1.5 text-sm font-semibold text-herb-dark shadow-sm">
              <Leaf className="size-4" aria-hidden />
              {t("home.heroEyebrow")}
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl leading-[1.08] font-semibold sm:text-5xl lg:text-6xl">
              {t("home.heroTitle")}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-soft">{t("home.heroBody")}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.recipes} size="lg">
                {t("home.heroRecipes")}
                <ArrowRight className="rtl:rotate-180" aria-hidden />
              </ButtonLink>
              <ButtonLink to={paths.classes} size="lg" variant="outline">
                {t("home.heroClasses")}
              </ButtonLink>
            </div>
            <dl className="mt-10 grid max-w-md grid-cols-3 gap-4">
              {[
                ["107,000+", "home.heroStatRecipes"],
                ["50+", "home.heroStatCountries"],
                ["12,000+", "home.heroStatStudents"],
              ].map(([value, key]) => (
                <div key={key}>
                  <dt className="text-sm text-ink-soft">{t(key as MessageKey)}</dt>
                  <dd className="font-display text-2xl font-semibold text-herb-dark sm:text-3xl rtl:[direction:ltr] rtl:text-end">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative mx-auto hidden w-full max-w-lg grid-cols-2 gap-4 sm:grid" aria-hidden>
            {heroArt.map((recipe, i) => (
              <img
                key={recipe.id}
                src={recipe.image}
                alt=""
                width={800}
                height={600}
                fetchPriority={i === 0 ? "high" : "auto"}
                className={
                  i === 0
                    ? "col-span-2 aspect-[16/10] w-full rounded-[2rem] object-cover shadow-lift"
                    : "aspect-square w-full rounded-[1.5rem] object-cover shadow-card"
                }
              />
            ))}
          </div>
        </div>
      </section>

      {daily ? (
        <section className="container-page pt-14 sm:pt-20" aria-labelledby="recipe-of-the-day">
          <Link
            to={paths.recipe(daily.recipe.id)}
            className="group grid overflow-hidden rounded-[2rem] border border-line/70 bg-paper shadow-card transition-shadow hover:shadow-lift sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
            data-testid="recipe-of-the-day"
          >
            <img
              src={daily.recipe.image}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              className="aspect-[4/3] size-full object-cover sm:aspect-auto"
            />
            <div className="flex flex-col justify-center gap-3 p-6 sm:p-10">
              <p className="inline-flex w-fit items-center gap-2 rounded-full bg-saffron-light px-3 py-1 text-sm font-semibold text-saffron-dark">
                <CalendarHeart className="size-4" aria-hidden />
                {t("dailyRecipe.eyebrow")}
              </p>
              <h2 id="recipe-of-the-day" className="text-3xl font-semibold group-hover:text-herb-dark sm:text-4xl">
                {daily.recipe.title}
              </h2>
              <p className="line-clamp-3 text-ink-soft">{daily.recipe.description}</p>
              <p className="flex flex-wrap gap-4 text-sm text-ink-soft">
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-4 text-herb" aria-hidden />
                  {t("dailyRecipe.time", { minutes: daily.recipe.prepTime + daily.recipe.cookTime })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Users className="size-4 text-herb" aria-hidden />
                  {t("dailyRecipe.servings", { count: daily.recipe.servings })}
                </span>
              </p>
              <span className="inline-flex items-center gap-1 font-semibold text-herb">
                {t("dailyRecipe.cta")}
                <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
              </span>
            </div>
          </Link>
        </section>
      ) : null}

      <section className="container-page py-14 sm:py-20" aria-labelledby="featured-recipes">
        <SectionHeading
          id="featured-recipes"
          title={t("home.featuredRecipes")}
          body={t("home.featuredRecipesBody")}
          to={paths.recipes}
          linkLabel={t("home.allRecipes")}
        />
        <ul className={RAIL + " sm:grid-cols-2 lg:grid-cols-4"}>
          {recipes.map((recipe) => (
            <li key={recipe.id} className={RAIL_ITEM}>
              <RecipeCard recipe={recipe} cuisineLabel={cuisineNames[recipe.cuisine]} />
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-paper py-14 sm:py-20" aria-labelledby="featured-classes">
        <div className="container-page">
          <SectionHeading
            id="featured-classes"
            title={t("home.featuredClasses")}
            body={t("home.featuredClassesBody")}
            to={paths.classes}
            linkLabel={t("home.allClasses")}
          />
          <ul className={RAIL + " sm:grid-cols-2 md:grid-cols-3"}>
            {classes.map((cookingClass) => (
              <li key={cookingClass.id} className={RAIL_ITEM}>
                <ClassCard cookingClass={cookingClass} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-page py-10">
        <AdSlot slotId="home-after-classes" housePromo="shop" />
      </div>

      <section className="container-page py-14 sm:py-20" aria-labelledby="spotlight">
        <div className="mb-8">
          <h2 id="spotlight" className="text-3xl font-semibold sm:text-4xl">
            {t("home.spotlight")}
          </h2>
          <p className="mt-2 max-w-xl text-ink-soft">{t("home.spotlightBody")}</p>
        </div>
        <ul className={RAIL + " sm:grid-cols-2 lg:grid-cols-4"}>
          {SPOTLIGHT.map((item) => (
            <li key={item.key} className={RAIL_ITEM + " rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card"}>
              <SmartImage
                src={uiArtworkPath(item.art)}
                alt=""
                width={800}
                height={600}
                loading="lazy"
                wrapperClassName="aspect-[4/3] rounded-2xl"
              />
              <h3 className="mt-4 text-xl font-semibold">{t(`home.spotlight.${item.key}.name` as MessageKey)}</h3>
              <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-herb">{t("home.doshaTag", { dosha: item.dosha })}</p>
              <p className="mt-2 text-sm text-ink-soft">{t(`home.spotlight.${item.key}.body` as MessageKey)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-paper py-14 sm:py-20" aria-labelledby="featured-posts">
        <div className="container-page">
          <SectionHeading
            id="featured-posts"
            title={t("home.featuredPosts")}
            body={t("home.featuredPostsBody")}
            to={paths.blog}
            linkLabel={t("home.allPosts")}
          />
          <ul className={RAIL + " sm:grid-cols-2 md:grid-cols-3"}>
            {posts.map((post) => (
              <li key={post.id} className={RAIL_ITEM}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-page py-10">
        <AdSlot slotId="home-after-blog" housePromo="classes" />
      </div>

      <section className="container-page py-14 sm:py-20" aria-labelledby="featured-products">
        <SectionHeading
          id="featured-products"
          title={t("home.featuredProducts")}
          body={t("home.featuredProductsBody")}
          to={paths.shop}
          linkLabel={t("home.allProducts")}
        />
        <ul className={RAIL + " sm:grid-cols-2 lg:grid-cols-4"}>
          {products.map((product) => (
            <li key={product.id} className={RAIL_ITEM}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-herb-light/60 py-14 sm:py-20" aria-labelledby="expertise">
        <div className="container-page grid items-center gap-10 lg:grid-cols-[0.9fr_1.1fr]">
          <SmartImage
            src={uiArtworkPath("chefPortrait")}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            wrapperClassName="aspect-[4/3] rounded-[2rem] shadow-lift"
          />
          <div>
            <h2 id="expertise" className="text-3xl font-semibold sm:text-4xl">
              {t("home.expertiseTitle")}
            </h2>
            <p className="mt-3 text-lg text-ink-soft">{t("home.expertiseBody")}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {EXPERTISE.map(({ key, Icon }) => (
                <li key={key} className="flex gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-paper text-herb shadow-card">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-sans text-base font-semibold">{t(`home.expertise.${key}.title` as MessageKey)}</h3>
                    <p className="mt-1 text-sm text-ink-soft">{t(`home.expertise.${key}.body` as MessageKey)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <ButtonLink to={paths.about} variant="outline" className="mt-8">
              <BookOpenText aria-hidden />
              {t("home.expertiseCta")}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="container-page py-14 sm:py-20" aria-labelledby="home-newsletter">
        <div className="rounded-[2rem] bg-herb px-6 py-10 text-white shadow-lift sm:px-12 sm:py-14">
          <div className="grid items-center gap-8 lg:grid-cols-2">
            <div>
              <h2 id="home-newsletter" className="text-3xl font-semibold text-white sm:text-4xl">
                {t("home.newsletterTitle")}
              </h2>
              <p className="mt-3 text-white/85">{t("home.newsletterBody")}</p>
            </div>
            <div className="rounded-2xl bg-paper p-4 text-ink sm:p-6">
              <NewsletterForm variant="home" />
            </div>
          </div>
        </div>
      </section>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
