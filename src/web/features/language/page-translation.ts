/**
 * Page translation: the page's text nodes are sent to the
 * translation API in batches of 20 and the answers written back in place. Nothing here invents a
 * translation: a failure leaves the original text where it was.
 *
 * Scope: in a language with a UI catalogue (es, fr) only the content regions (database text,
 * lib/content-region.ts) are sent, since the catalogue already wrote the interface; in any other
 * language the whole page is.
 *
 * Why in the browser and not in the server's HTML: a page rendered on the server would wait for
 * the engine (seconds on a miss, or a timeout when it is down or rate-limited) before its first
 * byte, for every visitor and for crawlers, and the cached HTML would vary by language. Here the
 * page arrives and paints at once, the engine's answers fill in after hydration, known texts come
 * from the session's cache and the server's translation memory, and a failing engine costs
 * nothing but the English content.
 */
import { remember } from "../../../shared/bounded-memory";
import { ApiRequestError, apiRequest } from "../../lib/api";
import { CONTENT_SELECTOR } from "../../lib/content-region";
import type { MachineTranslationScope } from "../../lib/i18n/locales";

export const TRANSLATION_BATCH_SIZE = 20;
export const MIN_TRANSLATABLE_LENGTH = 2;
export const SOURCE_LANGUAGE = "en";

/* ------------------------------------------------------------------------------------------ */
/* Which text is sent                                                                          */

const SKIPPED_ELEMENTS = new Set(["script", "style", "code", "pre", "noscript", "textarea", "template", "kbd", "samp"]);
const NO_TRANSLATE_CLASSES = ["notranslate", "no-translate"];
const NO_TRANSLATE_SELECTOR = "[data-no-translate], .notranslate, .no-translate, [translate='no']";

/** Leading and trailing whitespace stay in the page; only the words travel. */
export function splitWhitespace(text: string): { leading: string; core: string; trailing: string } {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
  return { leading: match?.[1] ?? "", core: match?.[2] ?? "", trailing: match?.[3] ?? "" };
}

/**
 * Worth a call: at least 2 characters after trimming, and at least one letter, since
 * numbers, prices and separators read the same in every language.
 */
export function isTranslatableText(text: string): boolean {
  const core = text.trim();
  return core.length >= MIN_TRANSLATABLE_LENGTH && /\p{L}/u.test(core);
}

/** Elements whose text is never sent: code, scripts, form text and anything marked no-translate. */
export function isExcludedElement(element: Element): boolean {
  if (SKIPPED_ELEMENTS.has(element.localName)) return true;
  if (element.hasAttribute("data-no-translate")) return true;
  if (element.getAttribute("translate") === "no") return true;
  if (NO_TRANSLATE_CLASSES.some((name) => element.classList.contains(name))) return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

function isInsideExcluded(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement;
  if (!element) return false;
  return !!element.closest(NO_TRANSLATE_SELECTOR) || !!element.closest([...SKIPPED_ELEMENTS].join(","));
}

/** Every text node under `root` that page translation may change, in document order. */
export function collectTextNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        return isExcludedElement(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/**
 * The text nodes a pass may change in `scope`: the whole of `root`, or only what lies inside its
 * outermost content regions (a region inside an excluded element stays excluded).
 */
export function collectScopedTextNodes(root: Element, scope: MachineTranslationScope): Text[] {
  if (scope === "page") return collectTextNodes(root);
  const regions = [...root.querySelectorAll(CONTENT_SELECTOR)].filter(
    (region) => !region.parentElement?.closest(CONTENT_SELECTOR) && !isInsideExcluded(region),
  );
  return regions.flatMap((region) => collectTextNodes(region));
}

/* ------------------------------------------------------------------------------------------ */
/* The browser's memory of translations (per text and language; memory + sessionStorage)       */

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;
const STORAGE_PREFIX = "translation-cache:v1:";
/** Per language; the oldest entries go first so sessionStorage never fills up. */
const MAX_CACHED_PER_LANGUAGE = 3000;

export function createTranslationCache(getStorage: () => KeyValueStorage | null) {
  const languages = new Map<string, Map<string, string>>();

  const load = (language: string) => {
    let entries = languages.get(language);
    if (entries) return entries;
    entries = new Map();
    try {
      const raw = getStorage()?.getItem(STORAGE_PREFIX + language);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (parsed && typeof parsed === "object") {
        for (const [text, translated] of Object.entries(parsed as Record<string, unknown>)) {
          if (typeof translated === "string") entries.set(text, translated);
        }
      }
    } catch {
      // A damaged or refused store only means more calls; memory still works.
    }
    languages.set(language, entries);
    return entries;
  };

  return {
    get(text: string, language: string): string | undefined {
      return load(language).get(text);
    },
    setMany(language: string, pairs: Iterable<[string, string]>) {
      const entries = load(language);
      for (const [text, translated] of pairs) remember(entries, text, translated, MAX_CACHED_PER_LANGUAGE);
      try {
        getStorage()?.setItem(STORAGE_PREFIX + language, JSON.stringify(Object.fromEntries(entries)));
      } catch {
        // Quota or privacy settings: the memory copy still saves calls on this page.
      }
    },
  };
}

export type TranslationCache = ReturnType<typeof createTranslationCache>;

const browserCache = createTranslationCache(() => (typeof sessionStorage === "undefined" ? null : sessionStorage));

/* ------------------------------------------------------------------------------------------ */
/* Calls                                                                                       */

export type BatchSender = (texts: string[], targetLanguage: string) => Promise<string[]>;

/** POST /api/translation/translate/batch: translations come back in the order of `texts`. */
export const sendBatch: BatchSender = async (texts, targetLanguage) => {
  const answer = await apiRequest<{ translations?: unknown }>("POST", "/api/translation/translate/batch", { texts, targetLanguage });
  const translations = answer?.translations;
  if (!Array.isArray(translations) || translations.length !== texts.length || translations.some((t) => typeof t !== "string")) {
    throw new Error("The translation service answered with a malformed batch");
  }
  return translations as string[];
};

/**
 * One text through POST /api/translation/translate, remembered per text and language. Throws on
 * failure (the API demo shows the message); `translateText` is the forgiving form.
 */
export async function requestTranslation(text: string, targetLanguage: string, cache: TranslationCache = browserCache): Promise<string> {
  if (targetLanguage === SOURCE_LANGUAGE) return text;
  const cached = cache.get(text, targetLanguage);
  if (cached !== undefined) return cached;
  const answer = await apiRequest<{ translatedText?: unknown }>("POST", "/api/translation/translate", {
    text,
    targetLanguage,
    sourceLanguage: SOURCE_LANGUAGE,
  });
  if (typeof answer?.translatedText !== "string") throw new Error("The translation service answered without a translation");
  cache.setMany(targetLanguage, [[text, answer.translatedText]]);
  return answer.translatedText;
}

/** A failure on a single text is logged and the original text comes back. */
export async function translateText(text: string, targetLanguage: string): Promise<string> {
  try {
    return await requestTranslation(text, targetLanguage);
  } catch (error) {
    console.error("Translation failed", error);
    return text;
  }
}

export type TranslateTextsResult = { translations: Map<string, string>; error?: unknown; calls: number };

/**
 * Translates distinct texts: known ones from the cache, the rest in batches of 20, one batch at a
 * time. `onBatch` receives each batch's results as they land so the page fills in progressively.
 * The first failure stops the run and is returned; whatever was translated before it is kept.
 */
export async function translateTexts(
  texts: readonly string[],
  targetLanguage: string,
  options: {
    send?: BatchSender;
    cache?: TranslationCache;
    onBatch?: (results: Map<string, string>) => void;
    onMisses?: (count: number) => void;
  } = {},
): Promise<TranslateTextsResult> {
  const { send = sendBatch, cache = browserCache, onBatch } = options;
  const translations = new Map<string, string>();
  const misses: string[] = [];
  for (const text of new Set(texts)) {
    const known = cache.get(text, targetLanguage);
    if (known !== undefined) translations.set(text, known);
    else misses.push(text);
  }
  if (translations.size > 0) onBatch?.(new Map(translations));
  if (misses.length > 0) options.onMisses?.(misses.length);
  let calls = 0;
  for (let start = 0; start < misses.length; start += TRANSLATION_BATCH_SIZE) {
    const batch = misses.slice(start, start + TRANSLATION_BATCH_SIZE);
    let answers: string[];
    try {
      calls++;
      answers = await send(batch, targetLanguage);
    } catch (error) {
      return { translations, error, calls };
    }
    const results = new Map(batch.map((text, index) => [text, answers[index]] as const));
    cache.setMany(targetLanguage, results);
    for (const [text, translated] of results) translations.set(text, translated);
    onBatch?.(results);
  }
  return { translations, calls };
}

/* ------------------------------------------------------------------------------------------ */
/* The page                                                                                    */

type NodeState = { source: string; written: string; language: string };

export type TranslationTarget = { language: string; scope: MachineTranslationScope };

export type PageTranslatorHooks = {
  /** What automatic passes translate into (language and scope), or null when none should run. */
  getAutomaticTarget: () => TranslationTarget | null;
  onBusyChange: (busy: boolean) => void;
  /** The engine is not configured (503): page text stays as it is. */
  onUnavailable: () => void;
  send?: BatchSender;
};

/** Automatic passes wait this long after the last change the page made by itself. */
const MUTATION_DEBOUNCE_MS = 250;
/** After a failure, automatic passes pause so a broken engine is not called on every change. */
const FAILURE_PAUSE_MS = 30_000;

/**
 * Owns the page's machine-translated text: runs passes (one at a time), watches for content the
 * site renders later, and can put the original text back.
 */
export function createPageTranslator(hooks: PageTranslatorHooks) {
  const states = new WeakMap<Text, NodeState>();
  let hasMachineText = false;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let queued: TranslationTarget | null = null;
  let pausedUntil = 0;
  let unavailableFor: string | null = null;

  const sourceOf = (node: Text): string => {
    const state = states.get(node);
    return state && node.data === state.written ? state.source : node.data;
  };

  const isDone = (node: Text, language: string) => {
    const state = states.get(node);
    return !!state && state.language === language && node.data === state.written;
  };

  /** Writes without waking our own observer: records already queued are kept, ours dropped. */
  const write = (apply: () => void) => {
    const pending = observer?.takeRecords() ?? [];
    apply();
    observer?.takeRecords();
    if (pending.some(isRelevantRecord)) schedule();
  };

  async function pass({ language, scope }: TranslationTarget) {
    const nodes = collectScopedTextNodes(document.body, scope).filter(
      (node) => !isDone(node, language) && isTranslatableText(sourceOf(node)),
    );
    if (nodes.length === 0) return;
    // What each node read when collected: a node React changes meanwhile is left for the next pass.
    const expected = new Map(nodes.map((node) => [node, node.data] as const));
    const sources = new Map(nodes.map((node) => [node, sourceOf(node)] as const));
    const byCore = new Map<string, Text[]>();
    for (const node of nodes) {
      const core = splitWhitespace(sources.get(node)!).core;
      byCore.set(core, [...(byCore.get(core) ?? []), node]);
    }

    let busy = false;
    try {
      const result = await translateTexts([...byCore.keys()], language, {
        send: hooks.send,
        onMisses: () => {
          busy = true;
          hooks.onBusyChange(true);
        },
        onBatch: (results) =>
          write(() => {
            for (const [core, translated] of results) {
              for (const node of byCore.get(core) ?? []) {
                if (!node.isConnected || node.data !== expected.get(node)) continue;
                const source = sources.get(node)!;
                const { leading, trailing } = splitWhitespace(source);
                const written = leading + translated + trailing;
                node.data = written;
                states.set(node, { source, written, language });
                hasMachineText = true;
              }
            }
          }),
      });
      if (result.error !== undefined) {
        console.error("Page translation failed; the page keeps its text", result.error);
        pausedUntil = Date.now() + FAILURE_PAUSE_MS;
        if (result.error instanceof ApiRequestError && result.error.status === 503) {
          unavailableFor = language;
          hooks.onUnavailable();
        }
      }
    } catch (error) {
      console.error("Page translation failed; the page keeps its text", error);
    } finally {
      if (busy) hooks.onBusyChange(false);
    }
  }

  /**
   * Runs a pass into `language` over `scope` (the whole page unless told); a request made while
   * one runs is served right after it.
   */
  function translatePage(language: string, scope: MachineTranslationScope = "page"): Promise<void> {
    if (language === SOURCE_LANGUAGE) return Promise.resolve();
    if (running) {
      queued = { language, scope };
      return running;
    }
    running = (async () => {
      try {
        let next: TranslationTarget | null = { language, scope };
        while (next) {
          queued = null;
          await pass(next);
          next = queued;
        }
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function runAutomatic() {
    const target = hooks.getAutomaticTarget();
    if (!target || target.language === unavailableFor || Date.now() < pausedUntil) return;
    void translatePage(target.language, target.scope);
  }

  function schedule(delay = MUTATION_DEBOUNCE_MS) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      runAutomatic();
    }, delay);
  }

  function isRelevantRecord(record: MutationRecord): boolean {
    if (isInsideExcluded(record.target)) return false;
    if (record.type === "characterData") return true;
    return [...record.addedNodes].some((node) => node.nodeType === Node.TEXT_NODE || node.nodeType === Node.ELEMENT_NODE);
  }

  return {
    translatePage,
    /** Watches the page for content rendered later (navigation, dialogs, loaded data). */
    observe() {
      if (observer || typeof MutationObserver === "undefined") return;
      observer = new MutationObserver((records) => {
        if (records.some(isRelevantRecord)) schedule();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    disconnect() {
      observer?.disconnect();
      observer = null;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    /** A new automatic pass soon (after navigation); also lifts the failure pause. */
    refresh(delay = MUTATION_DEBOUNCE_MS) {
      pausedUntil = 0;
      schedule(delay);
    },
    /** A fresh language choice deserves a fresh try even after a 503 or failure. */
    resetFailures() {
      unavailableFor = null;
      pausedUntil = 0;
    },
    /** Puts the original text back where machine translation wrote it; true if anything changed. */
    restoreOriginals(): boolean {
      let restored = false;
      write(() => {
        for (const node of collectTextNodes(document.body)) {
          const state = states.get(node);
          if (!state) continue;
          if (node.data === state.written) {
            node.data = state.source;
            restored = true;
          }
          states.delete(node);
        }
      });
      hasMachineText = false;
      return restored;
    },
    get hasMachineText() {
      return hasMachineText;
    },
  };
}

export type PageTranslator = ReturnType<typeof createPageTranslator>;
