import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../shared/schemas/account";
import { loadCatalogue, translate, type MessageKey } from "~/lib/i18n";
import { accountEn } from "~/lib/i18n/areas/account/en";
import { ACCOUNT_PAGE_MESSAGES, accountMessageText } from "./account-messages";

const inSpanish = (key: MessageKey, params?: Record<string, string | number>) => translate("es", key, params);

describe("account page messages", () => {
  it("should have an English entry, worded as the contract words it, for every message the page can meet", () => {
    for (const name of ACCOUNT_PAGE_MESSAGES) {
      const english = accountEn[`account.message.${name}`];
      expect(english, name).toBeTypeOf("string");
      expect(english.replace("{count}", String(/\d+/.exec(accountMessages[name])?.[0])), name).toBe(accountMessages[name]);
    }
  });

  it("should show the server's answers and the contract's checks in the visitor's language, and unknown text as it came", async () => {
    await loadCatalogue("es");
    expect(accountMessageText(inSpanish, accountMessages, accountMessages.passwordWrong)).toBe("La contraseña no es correcta.");
    expect(accountMessageText(inSpanish, accountMessages, accountMessages.nameTooLong)).toBe(
      "Los nombres pueden tener como máximo 60 caracteres",
    );
    expect(accountMessageText(inSpanish, accountMessages, "First name contains characters that are not allowed")).toBe(
      "Este campo contiene caracteres no permitidos",
    );
    expect(accountMessageText(inSpanish, accountMessages, "Something new from the server")).toBe("Something new from the server");
  });
});
