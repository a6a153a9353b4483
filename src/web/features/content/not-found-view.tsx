import { BookOpen, ChefHat, Home, Mail, Utensils } from "lucide-react";
import { Link } from "react-router";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { paths } from "../../../shared/paths";

const LINKS: { to: string; key: MessageKey; Icon: typeof Home }[] = [
  { to: paths.home, key: "notFound.home", Icon: Home },
  { to: paths.recipes, key: "notFound.recipes", Icon: Utensils },
  { to: paths.blog, key: "notFound.blog", Icon: BookOpen },
  { to: paths.classes, key: "notFound.classes", Icon: ChefHat },
  { to: paths.contact, key: "notFound.contact", Icon: Mail },
];

/** The site's 404 page. */
export function NotFoundView() {
  const { t } = useI18n();
  return (
    <section className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-display text-7xl font-semibold text-saffron sm:text-8xl" aria-hidden>
          404
        </p>
        <p className="mt-2 text-sm font-semibold uppercase tracking-wider text-ink-soft">{t("notFound.code")}</p>
        <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("notFound.body")}</p>
      </div>
      <nav aria-label={t("notFound.title")} className="mx-auto mt-10 max-w-3xl">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {LINKS.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-14 items-center gap-3 rounded-2xl border border-line bg-paper px-4 font-semibold shadow-card transition hover:-translate-y-0.5 hover:border-herb hover:text-herb lg:flex-col lg:justify-center lg:py-5"
              >
                <Icon className="size-5 text-saffron-dark" aria-hidden />
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
