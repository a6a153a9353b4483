import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import zones of docs/ARCHITECTURE.md ("The three zones") are ESLint rules (eslint.config.js). A rule that cannot
// resolve an import reports nothing, so a resolver or path change would switch the zones off
// without a single failing lint run. These tests lint small snippets placed in each zone with
// the project's own config and expect the violation (and no false alarm on the allowed imports).
// The last test holds the config's own rule that every eslint-disable comment gives its reason.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RULE = "import-x/no-restricted-paths";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // The snippets are not on disk, so no type information: only the zone rule is looked at.
    overrideConfig: tseslint.configs.disableTypeChecked,
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
});

/** The zone rule's messages for `code` linted as if it were the file at `file`. */
async function zoneViolations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${file} must parse`).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

/** The import targets below must exist, or the rule (rightly) cannot resolve them. */
function expectOnDisk(...files: string[]) {
  for (const file of files) expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
}

describe("architecture import zones", () => {
  beforeAll(() => {
    expectOnDisk(
      "src/server/app.ts",
      "src/server/services.ts",
      "src/web/lib/cn.ts",
      "src/web/root.tsx",
      "src/web/routes/home.tsx",
      "src/web/services.server.ts",
      "src/web/features/cart/cart-context.tsx",
      "src/web/features/recipes/recipe-card.tsx",
      "src/web/features/ads/ad-slot.tsx",
      "src/web/components/ui/button.tsx",
      "src/web/components/layout/site-header.tsx",
      "src/shared/rules/cart.ts",
    );
  });

  it("should stop src/shared importing src/server, relatively, by type or dynamically", async () => {
    const file = "src/shared/rules/probe.ts";
    expect(await zoneViolations(file, `import { buildApp } from "../../server/app";\nexport { buildApp };`)).toHaveLength(1);
    expect(await zoneViolations(file, `import type { Services } from "../../server/services";\nexport type S = Services;`)).toHaveLength(1);
    expect(await zoneViolations(file, `export const load = () => import("../../server/app");`)).toHaveLength(1);
    expect(await zoneViolations(file, `export { buildApp } from "../../server/app";`)).toHaveLength(1);
  });

  it("should stop src/shared importing src/web, through the ~/ alias too", async () => {
    const file = "src/shared/probe.ts";
    const [relative] = await zoneViolations(file, `import { cn } from "../web/lib/cn";\nexport { cn };`);
    expect(relative).toMatch(/src\/shared runs on both sides/);
    expect(await zoneViolations(file, `import { cn } from "~/lib/cn";\nexport { cn };`)).toHaveLength(1);
  });

  it("should stop src/server importing src/web", async () => {
    const file = "src/server/domains/probe.ts";
    expect(await zoneViolations(file, `import { cn } from "~/lib/cn";\nexport { cn };`)).toHaveLength(1);
    expect(await zoneViolations(file, `import { cn } from "../../web/lib/cn";\nexport { cn };`)).toHaveLength(1);
  });

  it("should let src/web reach the server only through services.server.ts", async () => {
    const seam = await zoneViolations(
      "src/web/services.server.ts",
      `import type { Services } from "../server/services";\nexport type S = Services;`,
    );
    expect(seam).toEqual([]);

    const [fromRoute] = await zoneViolations(
      "src/web/routes/probe.tsx",
      `import { buildApp } from "../../server/app";\nexport { buildApp };`,
    );
    expect(fromRoute).toMatch(/only through src\/web\/services\.server\.ts/);
    expect(
      await zoneViolations("src/web/lib/probe.ts", `import type { Services } from "../../server/services";\nexport type S = Services;`),
    ).toHaveLength(1);
    expect(
      await zoneViolations("src/web/probe.server.ts", `import type { Services } from "../server/services";\nexport type S = Services;`),
    ).toHaveLength(1);
    // Loaders use the seam itself, which is fine.
    expect(
      await zoneViolations("src/web/routes/probe.tsx", `import { getServices } from "~/services.server";\nexport { getServices };`),
    ).toEqual([]);
  });

  it("should stop a feature importing another feature unless the pair is listed", async () => {
    const [fromShop] = await zoneViolations(
      "src/web/features/shop/probe.tsx",
      `import { RecipeCard } from "~/features/recipes/recipe-card";\nexport { RecipeCard };`,
    );
    expect(fromShop).toMatch(/allowedFeatureImports/);
    expect(
      await zoneViolations(
        "src/web/features/cart/probe.tsx",
        `import { RecipeCard } from "../recipes/recipe-card";\nexport { RecipeCard };`,
      ),
    ).toHaveLength(1);
    // A feature with no listed pairs imports no other feature.
    expect(
      await zoneViolations(
        "src/web/features/ads/probe.tsx",
        `import { useCart } from "~/features/cart/cart-context";\nexport { useCart };`,
      ),
    ).toHaveLength(1);
  });

  it("should allow the listed feature pairs, a feature's own files, components, lib and shared", async () => {
    // shop -> cart is listed in eslint.config.js (allowedFeatureImports).
    expect(
      await zoneViolations(
        "src/web/features/shop/probe.tsx",
        `import { useCart } from "~/features/cart/cart-context";\nexport { useCart };`,
      ),
    ).toEqual([]);
    expect(
      await zoneViolations(
        "src/web/features/cart/probe.tsx",
        [
          `import { useCart } from "./cart-context";`,
          `import { Button } from "~/components/ui/button";`,
          `import { cn } from "~/lib/cn";`,
          `import { cartTotals } from "../../../shared/rules/cart";`,
          `export { useCart, Button, cn, cartTotals };`,
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it("should keep UI primitives and lib below features, layout and routes", async () => {
    expect(
      await zoneViolations("src/web/lib/probe.ts", `import { useCart } from "~/features/cart/cart-context";\nexport { useCart };`),
    ).toHaveLength(1);
    expect(
      await zoneViolations(
        "src/web/components/ui/probe.tsx",
        `import { SiteHeader } from "../layout/site-header";\nexport { SiteHeader };`,
      ),
    ).toHaveLength(1);
    expect(
      await zoneViolations("src/web/features/cart/probe.tsx", `import * as home from "~/routes/home";\nexport { home };`),
    ).toHaveLength(1);
  });
});

describe("eslint-disable comments", () => {
  it("should need a reason after ' -- '", async () => {
    const linter = new ESLint({
      cwd: root,
      overrideConfig: tseslint.configs.disableTypeChecked,
      ruleFilter: ({ ruleId }) => ruleId === "local/disable-needs-reason",
    });
    const lint = async (code: string) => {
      const [result] = await linter.lintText(code, { filePath: path.join(root, "src/shared/probe.ts") });
      return result.messages.filter((m) => m.ruleId === "local/disable-needs-reason");
    };
    expect(await lint(`// eslint-disable-next-line no-console\nconsole.log(1);\n`)).toHaveLength(1);
    expect(await lint(`/* eslint-disable no-console */\nconsole.log(1);\n`)).toHaveLength(1);
    expect(await lint(`// eslint-disable-next-line no-console -- a script's output\nconsole.log(1);\n`)).toEqual([]);
  });
});
