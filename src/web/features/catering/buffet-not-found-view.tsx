import { ArrowLeft } from "lucide-react";
import { paths } from "../../../shared/paths";
import { ButtonLink } from "~/components/ui/button";
import { useI18n } from "~/lib/i18n";

/** 'Buffet Menu Not Found': an unknown menu's page, and its booking page. */
export function BuffetNotFoundView() {
  const { t } = useI18n();
  return (
    <div className="container-page max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-semibold">{t("buffetMenu.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t("buffetMenu.notFoundBody")}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={paths.buffetMenus}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t("buffetMenu.browse")}
        </ButtonLink>
      </div>
    </div>
  );
}
