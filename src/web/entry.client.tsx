import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "~/lib/i18n";

// The server rendered the page in the visitor's language: that catalogue must be present before
// hydration, or React would find different text and re-render the whole page.
void loadCatalogue(document.documentElement.lang || "en").then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
