import { Languages } from "lucide-react";
import { useEffect, useState } from "react";
import { languageFromCookie } from "../../../shared/language-codes";
import { DEFAULT_PAGE_LANGUAGE, isAddressedLanguage, pathInLanguage, type AddressedLanguage } from "../../../shared/page-languages";
import { loadCatalogue, readSavedLanguage, translate, useI18n } from "~/lib/i18n";

/**
 * On the English home page, a visitor who chose Spanish or French before is offered that
 * language's home page, in that language. Only offered: the address decides what a page shows,
 * so the page (and every cache keeping it) is the same for everyone, and this appears after load.
 */
export function LanguageSuggestion() {
  const { language } = useI18n();
  const [offer, setOffer] = useState<{ language: AddressedLanguage; text: string } | null>(null);
  useEffect(() => {
    const saved = readSavedLanguage() ?? languageFromCookie(document.cookie);
    if (language !== DEFAULT_PAGE_LANGUAGE || !isAddressedLanguage(saved) || saved === DEFAULT_PAGE_LANGUAGE) return;
    let current = true;
    void loadCatalogue(saved).then(() => {
      if (current) setOffer({ language: saved, text: translate(saved, "language.suggestion") });
    });
    return () => {
      current = false;
    };
  }, [language]);
  if (!offer) return null;
  return (
    <div className="border-b border-herb/20 bg-herb-light/60">
      <p className="container-page flex min-h-11 items-center gap-2 py-2 text-sm">
        <Languages className="size-4 shrink-0 text-herb" aria-hidden />
        <a
          href={pathInLanguage(offer.language, "/")}
          hrefLang={offer.language}
          lang={offer.language}
          className="font-semibold text-herb underline underline-offset-4 hover:no-underline"
        >
          {offer.text}
        </a>
      </p>
    </div>
  );
}
