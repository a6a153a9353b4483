import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../shared/schemas/account";
import { accountDialogsEn } from "~/lib/i18n/areas/account-dialogs/en";
import { accountDialogsEs } from "~/lib/i18n/areas/account-dialogs/es";
import type { MessageKey } from "~/lib/i18n";
import { accountErrorText, accountMessageKey, fieldErrorText, translateAccountMessage, waitText } from "./account-message";

/** A translator over one area catalogue, filling {placeholders} as the real one does. */
const translator = (catalogue: Record<string, string>) => (key: MessageKey, params?: Record<string, string | number>) =>
  (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (match, name: string) => (params?.[name] === undefined ? match : String(params[name])));
const en = translator(accountDialogsEn);
const es = translator(accountDialogsEs);

describe("account messages in the visitor's language", () => {
  it("should have an English text equal to the shared message for every fixed message", () => {
    for (const [key, text] of Object.entries(accountMessages)) {
      if (typeof text !== "string") continue;
      expect(accountMessageKey(text), key).toBe(key);
      expect(translateAccountMessage(en, text), key).toBe(text);
    }
  });

  it("should translate a known message and leave an unknown one to the caller", () => {
    expect(translateAccountMessage(es, accountMessages.passwordsDiffer)).toBe("Las contraseñas no coinciden");
    expect(translateAccountMessage(es, accountMessages.nameTooLong)).toBe("Los nombres deben tener como máximo 60 caracteres");
    expect(translateAccountMessage(es, "First name contains characters that are not allowed")).toBeNull();
    expect(fieldErrorText(es, "First name contains characters that are not allowed")).toBe("Este campo contiene caracteres no permitidos");
  });

  it("should say when to try again after a 429 exactly as the server words it", () => {
    for (const seconds of [1, 30, 60, 61, 900]) {
      expect(
        accountErrorText(
          en,
          429,
          { message: accountMessages.tooManySignIns(seconds), retryAfterSeconds: seconds },
          "authDialogs.error.unknown",
        ),
      ).toBe(accountMessages.tooManySignIns(seconds));
      expect(
        accountErrorText(
          en,
          429,
          { message: accountMessages.tooManyRequests(seconds), retryAfterSeconds: seconds },
          "authDialogs.error.unknown",
        ),
      ).toBe(accountMessages.tooManyRequests(seconds));
    }
    expect(
      accountErrorText(es, 429, { message: accountMessages.tooManySignIns(300), retryAfterSeconds: 300 }, "authDialogs.error.unknown"),
    ).toBe("Demasiados intentos de inicio de sesión. Inténtalo de nuevo en 5 minutos.");
    expect(accountErrorText(en, 429, { message: "Slow down" }, "authDialogs.error.unknown")).toBe(
      accountDialogsEn["authDialogs.error.rateLimited"],
    );
  });

  it("should fall back for an answer without a known message", () => {
    expect(accountErrorText(en, 403, { message: accountMessages.unverified }, "authDialogs.error.unknown")).toBe(
      accountMessages.unverified,
    );
    expect(accountErrorText(en, 500, null, "authDialogs.forgot.failedBody")).toBe("Failed to send reset email. Please try again.");
    expect(accountErrorText(en, 502, { message: "Bad gateway" }, "authDialogs.error.unknown")).toBe(
      "Something went wrong. Please try again.",
    );
  });

  it("should word waits in whole minutes past one minute", () => {
    expect(waitText(en, 1)).toBe("1 second");
    expect(waitText(en, 59)).toBe("59 seconds");
    expect(waitText(en, 60)).toBe("1 minute");
    expect(waitText(en, 61)).toBe("2 minutes");
  });
});
