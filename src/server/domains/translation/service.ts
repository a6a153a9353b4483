import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { translationMemory } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { TranslationEngineError, TranslationTimeoutError, type TranslationEngine } from "./engines/engine.ts";
import { createTranslationEngine } from "./engines/index.ts";
import { createSegmentCache } from "./segment-cache.ts";

const DEFAULT_ENGINE_TIMEOUT_MS = 2_000;
const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;

type TranslationServiceOptions = {
  db: Database;
  /** null when no engine is configured: every translation then answers 503. */
  engine: TranslationEngine | null;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  rateLimitPerMinute?: number;
  /** Characters of recent translations kept in process memory (default 8 million). */
  cacheChars?: number;
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Text with no letter at all (prices, numbers, punctuation, emoji) reads the same in every language. */
const hasLetters = (text: string) => /\p{L}/u.test(text);

/** A text split into its translatable core and the white space around it, kept as it was. */
type Segment = { lead: string; core: string; trail: string };
function segmentOf(text: string): Segment {
  const core = text.trim();
  if (!core) return { lead: text, core: "", trail: "" };
  const start = text.indexOf(core);
  return { lead: text.slice(0, start), core, trail: text.slice(start + core.length) };
}

/**
 * Translation with a memory: every segment an engine translated is stored, keyed by the SHA-256
 * of its text and the language pair, so the same text never goes to the engine twice. A request
 * looks up all its segments in one query (recently used ones are answered from process memory
 * first) and sends only the misses, deduplicated, in one engine call. Identical requests running at the same moment share one engine call. Failures are never
 * stored.
 */
export function createTranslationService(options: TranslationServiceOptions) {
  const { db, engine, log } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_ENGINE_TIMEOUT_MS;
  /** Engine calls in flight, per `source|target|text`, so concurrent requests wait for one answer. */
  const inFlight = new Map<string, Promise<string>>();
  const recent = createSegmentCache(options.cacheChars ?? 8_000_000);
  const keyOf = (source: string, target: string, text: string) => `${source}|${target}|${text}`;

  /** Recent translations from process memory, the rest from the memory table in one query. */
  async function lookUp(cores: string[], source: string, target: string): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const unknown: string[] = [];
    for (const core of cores) {
      const cached = recent.get(keyOf(source, target, core));
      if (cached === undefined) unknown.push(core);
      else found.set(core, cached);
    }
    if (unknown.length === 0) return found;
    const rows = await db
      .select({ sourceText: translationMemory.sourceText, translatedText: translationMemory.translatedText })
      .from(translationMemory)
      .where(
        and(
          inArray(translationMemory.sourceHash, unknown.map(sha256)),
          eq(translationMemory.sourceLanguage, source),
          eq(translationMemory.targetLanguage, target),
        ),
      );
    for (const row of rows) {
      found.set(row.sourceText, row.translatedText);
      recent.set(keyOf(source, target, row.sourceText), row.translatedText);
    }
    return found;
  }

  /** One engine call for all `misses`; the answers are stored before anyone is given them. */
  async function callEngine(activeEngine: TranslationEngine, misses: string[], source: string, target: string) {
    let translations: string[];
    try {
      translations = await activeEngine.translate(misses, source, target, AbortSignal.timeout(timeoutMs));
    } catch (error) {
      if (error instanceof TranslationTimeoutError) {
        log.warn({ engine: activeEngine.name, texts: misses.length, timeoutMs }, "translation engine timed out");
        throw new HttpError(504, "The translation service did not answer in time");
      }
      if (error instanceof TranslationEngineError) {
        log.warn({ engine: activeEngine.name, reason: error.publicReason, detail: error.detail }, "translation engine failed");
        throw new HttpError(502, `The translation service failed: ${error.publicReason}`);
      }
      log.error({ err: error, engine: activeEngine.name }, "translation engine failed unexpectedly");
      throw new HttpError(502, "The translation service failed: it answered something unexpected");
    }
    try {
      await db
        .insert(translationMemory)
        .values(
          misses.map((text, i) => ({
            sourceHash: sha256(text),
            sourceText: text,
            sourceLanguage: source,
            targetLanguage: target,
            translatedText: translations[i],
            engine: activeEngine.name,
          })),
        )
        .onConflictDoNothing();
    } catch (error) {
      // The translations are real and paid for: give them to the visitor even if remembering failed.
      log.error({ err: error }, "could not store translations in the translation memory");
    }
    misses.forEach((text, i) => recent.set(keyOf(source, target, text), translations[i]));
    return translations;
  }

  async function translateBatch(texts: string[], sourceLanguage: string, targetLanguage: string): Promise<string[]> {
    if (!engine) throw new HttpError(503, "Translation is not configured");
    const segments = texts.map(segmentOf);
    if (sourceLanguage === targetLanguage) return [...texts];

    const wanted = [...new Set(segments.map((s) => s.core).filter(hasLetters))];
    const known = await lookUp(wanted, sourceLanguage, targetLanguage);

    const pending = new Map<string, Promise<string>>();
    const misses: string[] = [];
    for (const core of wanted) {
      if (known.has(core)) continue;
      const key = keyOf(sourceLanguage, targetLanguage, core);
      // Another request may have translated it while this one was reading the database.
      const justTranslated = recent.get(key);
      const running = inFlight.get(key);
      if (justTranslated !== undefined) known.set(core, justTranslated);
      else if (running) pending.set(core, running);
      else misses.push(core);
    }

    if (misses.length > 0) {
      const call = callEngine(engine, misses, sourceLanguage, targetLanguage);
      misses.forEach((core, i) => {
        const key = keyOf(sourceLanguage, targetLanguage, core);
        const one = call.then((all) => all[i]);
        // Others waiting on this text handle its failure themselves; never an unhandled rejection.
        one.catch(() => undefined);
        inFlight.set(key, one);
        pending.set(core, one);
      });
      call
        .finally(() => {
          for (const core of misses) inFlight.delete(keyOf(sourceLanguage, targetLanguage, core));
        })
        .catch(() => undefined);
    }

    for (const [core, promise] of pending) known.set(core, await promise);
    return segments.map((s, i) => {
      const translated = known.get(s.core);
      return translated === undefined ? texts[i] : `${s.lead}${translated}${s.trail}`;
    });
  }

  /**
   * `texts` in `targetLanguage` for a page being rendered: what the memory holds at once, and
   * what it lacks from the engine if it answers within `budgetMs`. Whatever is still missing then
   * (the engine slow, down or not configured) stays in the source language, and `complete` says
   * so; a late answer is still stored, so the page's next render has it. Never throws.
   */
  async function translateWithin(
    texts: string[],
    sourceLanguage: string,
    targetLanguage: string,
    budgetMs: number,
  ): Promise<{ texts: string[]; complete: boolean }> {
    if (sourceLanguage === targetLanguage) return { texts: [...texts], complete: true };
    const segments = texts.map(segmentOf);
    const wanted = [...new Set(segments.map((s) => s.core).filter(hasLetters))];
    let known: Map<string, string>;
    try {
      known = await lookUp(wanted, sourceLanguage, targetLanguage);
    } catch (error) {
      log.warn({ err: error }, "the translation memory could not be read; the page is shown in its source language");
      return { texts: [...texts], complete: false };
    }
    const misses = wanted.filter((core) => !known.has(core));
    if (misses.length > 0 && engine) {
      const work = translateBatch(misses, sourceLanguage, targetLanguage).then(
        (translated) => misses.forEach((core, i) => known.set(core, translated[i])),
        // Logged where the engine failed; the page shows the source text meanwhile.
        () => undefined,
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, budgetMs)))]);
      clearTimeout(timer);
    }
    const complete = wanted.every((core) => known.has(core));
    return {
      texts: segments.map((s, i) => {
        const translated = known.get(s.core);
        return translated === undefined ? texts[i] : `${s.lead}${translated}${s.trail}`;
      }),
      complete,
    };
  }

  return {
    /** Whether an engine is configured; without one every call answers 503. */
    configured: engine !== null,
    engineName: engine?.name ?? null,
    rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    translateBatch,
    translateWithin,
    async translate(text: string, sourceLanguage: string, targetLanguage: string): Promise<string> {
      const [translated] = await translateBatch([text], sourceLanguage, targetLanguage);
      return translated;
    },
  };
}

/** The service as the app runs it: the engine TRANSLATE_PROVIDER names, its limits from the config. */
export function createConfiguredTranslationService(db: Database, config: AppConfig, log: FastifyBaseLogger) {
  return createTranslationService({
    db,
    engine: createTranslationEngine(config),
    log,
    timeoutMs: config.translateTimeoutMs,
    rateLimitPerMinute: config.TRANSLATE_RATE_LIMIT,
  });
}
