// ESLint 9 flat config. `npm test` runs it, so a finding fails CI.
//
// Besides the usual rule sets it writes the architecture's import zones (docs/ARCHITECTURE.md) as
// rules: src/architecture-boundaries.test.ts lints snippets in each zone and expects these rules
// to fire, so a resolver or path change cannot switch them off silently.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Feature folders that may import another feature, and why. Every other feature-to-feature
 * import is an error: a feature is one area of the site, and pulling in another area's internals
 * couples two pages that change for different reasons. Shared pieces go to components/ or lib/.
 */
export const allowedFeatureImports = {
  // Advanced search shows its results as the recipe list does: same cards, same pager.
  "advanced-search": ["recipes"],
  // A recipe page carries an ad slot and adds its ingredients to the shopping cart; its question
  // form reports a failed send with the message forms' note.
  "recipe-detail": ["ads", "cart", "forms"],
  // The booking form reports a refused booking with the message forms' note.
  classes: ["forms"],
  // A product card's "add to cart" writes to the cart; the bulk enquiry form reports a failed send
  // with the message forms' note.
  shop: ["cart", "forms"],
  // The share-recipe form reports a failed send with the message forms' note.
  community: ["forms"],
  // The blog list carries the newsletter signup box.
  blog: ["newsletter"],
  // The checkout orders what the cart holds and empties it once the order is placed.
  checkout: ["cart"],
  // A deal's "add to cart" writes to the cart.
  deals: ["cart"],
  // The account keeps the saved recipes (the heart) and the advanced search's saved searches; its
  // forms answer without a script as the account dialogs' do, and it signs out as the menu does.
  account: ["recipes", "advanced-search", "auth"],
  // The review screens render inside the admin frame, and name countries as the guest chef form does.
  "admin-review": ["admin", "guest-chefs"],
  // The inbox renders inside the admin frame and shares the review screens' list parts (search, pager, dates).
  "admin-inbox": ["admin", "admin-review"],
  // The catering desk, subscriber and user screens render in the admin frame with the review screens' list parts.
  "admin-people": ["admin", "admin-review"],
  // The daily recipe, importer and analytics screens render inside the admin frame.
  "admin-library": ["admin"],
  // The classes and orders desks render inside the admin frame.
  "admin-classes": ["admin"],
  "admin-orders": ["admin"],
  // The translation desk renders in the admin frame with the review and people screens' list parts.
  "admin-translations": ["admin", "admin-review", "admin-people"],
};

// Read from the disk so a new feature folder is covered (and isolated) without editing this file.
const featureNames = readdirSync(path.join(root, "src/web/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverSeam = "src/web/services.server.ts";

/** The zones every file obeys; `except` paths are relative to `from`. */
const zones = [
  {
    target: "./src/shared",
    from: ["./src/server", "./src/web"],
    message: "src/shared runs on both sides: it imports nothing from src/server or src/web.",
  },
  {
    target: "./src/server",
    from: "./src/web",
    message: "src/server never imports src/web; pages call the server, not the reverse.",
  },
  {
    target: "./src/web",
    from: "./src/server",
    message: `src/web reaches server code only through ${serverSeam}.`,
  },
  {
    target: ["./src/web/components/ui", "./src/web/lib"],
    from: ["./src/web/features", "./src/web/routes", "./src/web/components/layout"],
    message: "UI primitives and lib sit below the features and pages: they import neither.",
  },
  {
    target: "./src/web/features",
    from: "./src/web/routes",
    message: "Route modules compose features; a feature never imports a route module.",
  },
  ...featureNames.map((name) => ({
    target: `./src/web/features/${name}`,
    from: "./src/web/features",
    except: [name, ...(allowedFeatureImports[name] ?? [])].map((allowed) => `./${allowed}`),
    message: "A feature imports another feature only where eslint.config.js (allowedFeatureImports) says it is meant.",
  })),
];

const restrictedPaths = (zoneList) => ["error", { basePath: root, zones: zoneList }];

/**
 * Every `eslint-disable` comment says why, after ` -- `: a silenced rule with no reason cannot be
 * re-judged later. (Unused ones are caught by reportUnusedDisableDirectives.)
 */
const disableNeedsReason = {
  meta: {
    type: "suggestion",
    docs: { description: "Require a reason (after ` -- `) on every eslint-disable comment." },
    messages: { missing: "Say why this rule is off: `eslint-disable… rule -- reason`." },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (/^eslint-disable(?:-next-line|-line)?(?:\s|$)/.test(text) && !/\s--\s+\S/.test(text)) {
            context.report({ loc: comment.loc, messageId: "missing" });
          }
        }
      },
    };
  },
};

export default defineConfig(
  {
    ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { local: { rules: { "disable-needs-reason": disableNeedsReason } } },
    rules: { "local/disable-needs-reason": "error" },
  },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The project's tsconfig.json: the same types tsc checks, tests included.
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    rules: {
      // A promise nobody awaits loses its rejection: the request has already been answered or
      // the test has already passed. `void promise` marks the ones left running on purpose.
      "@typescript-eslint/no-floating-promises": [
        "error",
        {
          // React Router's navigate() settles when the navigation ends and reports a failing
          // loader through the route's ErrorBoundary, never by rejecting: nothing to handle.
          allowForKnownSafeCalls: [{ from: "package", package: "react-router", name: "NavigateFunction" }],
        },
      ],
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      // Loaders end a request by throwing a Response (redirect) or React Router's data(); the
      // router renders those, so they are the only non-Error values allowed in a throw.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      // Passing on an error caught elsewhere (`unknown`) is fine, as only-throw-error allows.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // Without noUncheckedIndexedAccess it calls `rows[0]!` unnecessary, though the `!` records
      // that the index may be missing, and it misreads generic receivers (flatMap): it removes
      // information rather than catching bugs.
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      // Fastify plugins and handlers, and React Router loaders, are async by contract even when
      // their body awaits nothing; the rule would make us drop `async` and break that contract.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      // `_`-prefixed names are kept on purpose (positional arguments, rest siblings).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Tests read parsed JSON bodies (`res.json()` is `any` by design) and assert on them; an
    // unexpected shape fails the assertion, so the unsafe-any rules only add noise here.
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**", "test/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    // Plain JavaScript (scripts/*.mjs, this file) is outside tsconfig.json: no type information.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
    rules: {
      "@typescript-eslint/consistent-type-imports": "off",
    },
  },

  {
    // Everything outside src/web runs in Node (server, scripts, tests, benchmarks, configs).
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Pages render on the server and hydrate in the browser: both sets of globals exist.
    files: ["src/web/**", "src/shared/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright's page.evaluate callbacks run in the page.
    files: ["e2e/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },

  {
    files: ["src/web/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ["src/web/**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
  },

  {
    plugins: { "import-x": importX },
    settings: {
      // The `~/` alias comes from tsconfig.json's paths, so the zones see through it.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".jsx", ".json", ".node"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": restrictedPaths(zones),
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": ["error", { "prefer-inline": true }],
      // A cycle makes the order modules run in depend on which one is imported first.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The one seam allowed to reach the server; every other zone still applies to it.
    files: [serverSeam],
    rules: {
      "import-x/no-restricted-paths": restrictedPaths(
        zones.filter((zone) => !(zone.target === "./src/web" && zone.from === "./src/server")),
      ),
    },
  },
);
