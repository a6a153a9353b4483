import { describe, expect, it, vi } from "vitest";
import {
  createTranslationCache,
  isTranslatableText,
  splitWhitespace,
  translateTexts,
  TRANSLATION_BATCH_SIZE,
  type BatchSender,
} from "./page-translation";

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const upper: BatchSender = async (texts, target) => texts.map((text) => `${target}:${text.toUpperCase()}`);

describe("page translation", () => {
  it("should keep leading and trailing whitespace apart from the words", () => {
    expect(splitWhitespace("  Fresh ginger \n")).toEqual({ leading: "  ", core: "Fresh ginger", trailing: " \n" });
    expect(splitWhitespace("Ghee")).toEqual({ leading: "", core: "Ghee", trailing: "" });
    expect(splitWhitespace("   ")).toEqual({ leading: "   ", core: "", trailing: "" });
  });

  it("should skip empty, one-character and letterless text", () => {
    expect(isTranslatableText("")).toBe(false);
    expect(isTranslatableText("   a  ")).toBe(false);
    expect(isTranslatableText(" Go ")).toBe(true);
    expect(isTranslatableText("107,000+")).toBe(false);
    expect(isTranslatableText("·")).toBe(false);
    expect(isTranslatableText("日本")).toBe(true);
  });

  it("should send misses in batches of 20, each text once, and return them in place", async () => {
    const cache = createTranslationCache(() => memoryStorage());
    const texts = Array.from({ length: 45 }, (_, i) => `Text number ${i}`);
    const send = vi.fn(upper);
    const batches: number[] = [];
    const result = await translateTexts([...texts, texts[0], texts[1]], "de", { send, cache, onBatch: (r) => batches.push(r.size) });
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([TRANSLATION_BATCH_SIZE, TRANSLATION_BATCH_SIZE, 5]);
    expect(batches).toEqual([20, 20, 5]);
    expect(result.error).toBeUndefined();
    expect(result.translations.get("Text number 44")).toBe("de:TEXT NUMBER 44");
  });

  it("should answer known texts from the cache, per language, without a call", async () => {
    const storage = memoryStorage();
    const cache = createTranslationCache(() => storage);
    await translateTexts(["Cumin", "Turmeric"], "ja", { send: upper, cache });
    const send = vi.fn(upper);
    const again = await translateTexts(["Cumin", "Turmeric"], "ja", { send, cache });
    expect(send).not.toHaveBeenCalled();
    expect(again.translations.get("Cumin")).toBe("ja:CUMIN");

    // A new page load reads what the session already paid for.
    const reloaded = createTranslationCache(() => storage);
    expect(reloaded.get("Turmeric", "ja")).toBe("ja:TURMERIC");
    expect(reloaded.get("Turmeric", "de")).toBeUndefined();

    await translateTexts(["Cumin", "Ghee"], "de", { send, cache });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual(["Cumin", "Ghee"]);
  });

  it("should stop at a failed batch, keep what came before and cache nothing it did not receive", async () => {
    const cache = createTranslationCache(() => memoryStorage());
    const texts = Array.from({ length: 30 }, (_, i) => `Line ${i}`);
    let call = 0;
    const failing: BatchSender = async (batch, target) => {
      call++;
      if (call === 2) throw new Error("502: engine down");
      return upper(batch, target);
    };
    const result = await translateTexts(texts, "fr-CA", { send: failing, cache });
    expect(result.error).toBeInstanceOf(Error);
    expect(result.translations.size).toBe(20);
    expect(cache.get("Line 25", "fr-CA")).toBeUndefined();
    expect(cache.get("Line 3", "fr-CA")).toBe("fr-CA:LINE 3");
  });

  it("should survive a store that refuses to work", async () => {
    const cache = createTranslationCache(() => ({
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    }));
    const result = await translateTexts(["Basil"], "it", { send: upper, cache });
    expect(result.translations.get("Basil")).toBe("it:BASIL");
    expect(cache.get("Basil", "it")).toBe("it:BASIL");
  });
});
