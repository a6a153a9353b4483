/**
 * The translation desk as `npm start` serves it: a Spanish page's texts are recorded when it is
 * rendered, the team corrects one through the admin API or the page's form sent without a
 * script, and the page's next render shows the correction.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cookieName } from "../../src/server/security/cookies.ts";
import type { TranslationText } from "../../src/shared/schemas/translation-desk.ts";
import { send, site } from "./http.ts";
import { SERVED_ADMIN } from "./served-site.ts";

let admin: string;
let recipeId: number;

const json = (target: string, method: string, body?: unknown) =>
  send(target, {
    method,
    headers: {
      cookie: admin,
      origin: site().baseUrl,
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The recipe's Spanish texts on the desk, once the page's render has recorded them. */
async function deskTexts(): Promise<TranslationText[]> {
  for (const deadline = Date.now() + 15_000; ;) {
    const answer = await json(`/api/admin/translations?language=es&address=/recipes/${recipeId}&limit=200`, "GET");
    expect(answer.status, answer.text()).toBe(200);
    const texts = (JSON.parse(answer.text()) as { data: TranslationText[] }).data;
    if (texts.some((text) => text.key === "title") || Date.now() > deadline) return texts;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A render of the Spanish page of its own (a fresh address, so no kept copy answers it). */
async function spanishPage(tag: string): Promise<string> {
  const page = await send(`/es/recipes/${recipeId}?desk=${tag}`);
  expect(page.status).toBe(200);
  return page.text();
}

beforeAll(async () => {
  const signedIn = await send("/api/admin-auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: site().baseUrl },
    body: JSON.stringify({ username: SERVED_ADMIN.username, password: SERVED_ADMIN.password }),
  });
  expect(signedIn.status, signedIn.text()).toBe(200);
  const name = cookieName("admin", site().baseUrl);
  admin = (signedIn.headers["set-cookie"] ?? []).map((value) => value.split(";")[0]).find((value) => value.startsWith(`${name}=`))!;
  expect(admin).toBeDefined();
  const recipes = await send("/api/recipes?limit=3");
  recipeId = (JSON.parse(recipes.text()) as { recipes: { id: number }[] }).recipes[2].id;
});

describe("the translation desk, served", () => {
  it("should show a correction made through the admin API on the Spanish page's next render", async () => {
    await spanishPage("before");
    const title = (await deskTexts()).find((text) => text.key === "title");
    expect(title, "the page's title on the desk").toBeDefined();

    const corrected = await json(`/api/admin/translations/es/${title!.sourceHash}`, "PUT", { text: "Título revisado por el equipo" });
    expect(corrected.status, corrected.text()).toBe(200);
    expect(await spanishPage("after-api")).toContain("Título revisado por el equipo");

    const empty = await json(`/api/admin/translations/es/${title!.sourceHash}`, "PUT", { text: "  " });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text()).issues[0].message).toBe("Write the corrected translation: it cannot be empty");
  });

  it("should take a correction sent without a script, and answer with the list (post/redirect/get)", async () => {
    await spanishPage("before-form");
    const description = (await deskTexts()).find((text) => text.key === "description");
    expect(description, "the page's description on the desk").toBeDefined();
    const desk = `/admin/translations?language=es&search=%2Frecipes%2F${recipeId}`;
    const post = (fields: Record<string, string>) =>
      send(desk, {
        method: "POST",
        headers: { cookie: admin, origin: site().baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const fields = { intent: "correct", language: "es", sourceHash: description!.sourceHash };

    const refused = await post({ ...fields, text: " " });
    expect(refused.status).toBe(400);
    expect(refused.text()).toContain("Write the corrected translation: it cannot be empty.");

    const saved = await post({ ...fields, text: "Descripción revisada sin JavaScript" });
    expect(saved.status, saved.text().slice(0, 300)).toBe(303);
    expect(saved.headers.location).toMatch(
      new RegExp(`^/admin/translations\\?language=es&search=%2Frecipes%2F${recipeId}&done=saved#text-es-`),
    );
    const list = await send(saved.headers.location!.split("#")[0], { headers: { cookie: admin } });
    expect(list.status).toBe(200);
    expect(list.text()).toContain("Correction saved.");
    expect(list.text()).toContain("Descripción revisada sin JavaScript");
    expect(await spanishPage("after-form")).toContain("Descripción revisada sin JavaScript");

    const reverted = await post({ intent: "revert", language: "es", sourceHash: description!.sourceHash });
    expect(reverted.status).toBe(303);
    expect(reverted.headers.location).toContain("done=reverted");
    expect(await spanishPage("after-revert")).not.toContain("Descripción revisada sin JavaScript");
  });
});
