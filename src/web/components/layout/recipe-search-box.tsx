import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { canSubmitSearch, SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX_LENGTH, shouldSearchWhileTyping } from "../../../shared/rules/search";
import { useI18n } from "~/lib/i18n";
import { paths } from "../../../shared/paths";
import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/use-typed-before-hydration";
import { usePagePath } from "~/lib/page-path";

/**
 * The recipe search box of the top bar and the mobile menu: typing searches after 300 ms once
 * there are 2 characters, Enter searches at once, the clear button goes back to all recipes.
 * Without JavaScript it is a plain GET form to the recipe list, which reads `search`.
 */
export function RecipeSearchBox({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const pagePath = usePagePath();
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const currentSearch = location.pathname === paths.recipes ? (new URLSearchParams(location.search).get("search") ?? "") : "";
  const [text, setText] = useState(currentSearch);
  const typed = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  // Text typed before the scripts started is kept but does not search by itself: the visitor may
  // still be typing, and Enter searches as it always does.
  useTypedBeforeHydration(input, text, setText);

  // The box follows the list's search when it changes (Back, another search), not on mount:
  // there it already shows it, or what the visitor typed before the scripts started.
  const followedSearch = useRef(currentSearch);
  useEffect(() => {
    if (followedSearch.current === currentSearch) return;
    followedSearch.current = currentSearch;
    if (!typed.current) setText(currentSearch);
  }, [currentSearch]);

  useEffect(() => {
    if (!typed.current || !shouldSearchWhileTyping(text)) return;
    const timer = setTimeout(() => {
      typed.current = false;
      navigate(paths.recipeSearch(text), { replace: location.pathname === paths.recipes });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, navigate, location.pathname]);

  return (
    <form
      role="search"
      method="get"
      action={pagePath(paths.recipes)}
      className={cn("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitSearch(text)) return;
        typed.current = false;
        navigate(paths.recipeSearch(text));
        onNavigate?.();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-soft" aria-hidden />
      <input
        ref={input}
        id={inputId}
        type="search"
        name="search"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.target.value);
        }}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-line bg-paper ps-9 pe-10 text-sm outline-none transition-colors placeholder:text-ink-soft focus:border-herb [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            typed.current = false;
            setText("");
            navigate(paths.recipes);
            onNavigate?.();
          }}
          className="absolute end-1 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-ink-soft hover:bg-sand"
          aria-label={t("search.clear")}
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </form>
  );
}
