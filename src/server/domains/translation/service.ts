import { and, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { translationMemory } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { createTranslationDesk } from "./desk.ts";
import { TranslationEngineError, TranslationTimeoutError, type TranslationEngine } from "./engines/engine.ts";
import { createTranslationEngine } from "./engines/index.ts";
import { createPageTextRecorder } from "./page-texts.ts";
import { createSegmentCache } from "./segment-cache.ts";
import { hasLetters, segmentHash as sha256, segmentOf } from "./segments.ts";

const DEFAULT_ENGINE_TIMEOUT_MS = 2_000;
const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;
/** How often, at most, an instance asks the database which corrections changed (see `refreshCorrections`). */
const DEFAULT_CORRECTIONS_POLL_MS = 2_000;
/**
 * Corrections are read again this far back from the latest one seen: a correction's time is its
 * transaction's start, so one committed a moment after a later-stamped one is still found.
 */
const CORRECTIONS_OVERLAP_MS = 10_000;

type TranslationServiceOptions = {
  db: Database;
  /** null when no engine is configured: every translation then answers 503. */
  engine: TranslationEngine | null;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  rateLimitPerMinute?: number;
  /** Characters of recent translations kept in process memory (default 8 million). */
  cacheChars?: number;
  /** How often, at most, corrections written by other instances are looked for (default 2 s). */
  correctionsPollMs?: number;
};

/** What a memory row gives a page: the team's correction when there is one, else the engine's text. */
const shownText = sql<string>`coalesce(${translationMemory.correctedText}, ${translationMemory.translatedText})`;

/**
 * Translation with a memory: every segment an engine translated is stored, keyed by the SHA-256
 * of its text and the language pair, so the same text never goes to the engine twice. A request
 * looks up all its segments in one query (recently used ones are answered from process memory
 * first) and sends only the misses, deduplicated, in one engine call. Identical requests running at the same moment share one engine call. Failures are never
 * stored.
 *
 * The team's corrections (the translation desk) win over the engine's text wherever the memory
 * is read, and an engine's answer never replaces a stored row. The process-memory copies are kept
 * true across instances by reading, every few seconds at most, the rows whose correction changed
 * since the last look (one indexed query): a correction written on another instance shows on
 * this one's renders within `correctionsPollMs`, and at once on the instance that wrote it.
 */
export function createTranslationService(options: TranslationServiceOptions) {
  const { db, engine, log } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_ENGINE_TIMEOUT_MS;
  /** Engine calls in flight, per `source|target|text`, so concurrent requests wait for one answer. */
  const inFlight = new Map<string, Promise<string>>();
  const recent = createSegmentCache(options.cacheChars ?? 8_000_000);
  const keyOf = (source: string, target: string, text: string) => `${source}|${target}|${text}`;
  const pollMs = options.correctionsPollMs ?? DEFAULT_CORRECTIONS_POLL_MS;

  /** The latest correction change seen (the database's clock), null before the first look. */
  let correctionsSeenUpTo: Date | null = null;
  let nextCorrectionsLook = 0;
  let looking: Promise<void> | null = null;

  /**
   * Brings the process-memory copies up to date with corrections written or taken back anywhere
   * (this instance or another) since the last look, at most once per `pollMs`. The first look only
   * notes where the table stands: the process memory is empty until then. A failed look is logged
   * and the pages go on with what they have.
   */
  function refreshCorrections(): Promise<void> {
    if (looking) return looking;
    if (Date.now() < nextCorrectionsLook) return Promise.resolve();
    nextCorrectionsLook = Date.now() + pollMs;
    looking = (async () => {
      try {
        if (correctionsSeenUpTo === null) {
          const [row] = await db.select({ latest: max(translationMemory.correctionChangedAt) }).from(translationMemory);
          correctionsSeenUpTo = row?.latest ?? new Date(0);
          return;
        }
        const since = new Date(correctionsSeenUpTo.getTime() - CORRECTIONS_OVERLAP_MS);
        const rows = await db
          .select({
            sourceText: translationMemory.sourceText,
            sourceLanguage: translationMemory.sourceLanguage,
            targetLanguage: translationMemory.targetLanguage,
            text: shownText,
            changedAt: translationMemory.correctionChangedAt,
          })
          .from(translationMemory)
          .where(gt(translationMemory.correctionChangedAt, since));
        for (const row of rows) {
          recent.refresh(keyOf(row.sourceLanguage, row.targetLanguage, row.sourceText), row.text);
          if (row.changedAt && row.changedAt > correctionsSeenUpTo) correctionsSeenUpTo = row.changedAt;
        }
      } catch (error) {
        log.warn({ err: error }, "could not read the translation corrections; kept translations are used meanwhile");
      } finally {
        looking = null;
      }
    })();
    return looking;
  }

  /** A row deleted or corrected by the desk of this instance: its kept copy changes now. */
  function correctionApplied(source: string, target: string, sourceText: string, text: string | null) {
    const key = keyOf(source, target, sourceText);
    if (text === null) recent.forget(key);
    else recent.set(key, text);
  }

  /** Recent translations from process memory, the rest from the memory table in one query. */
  async function lookUp(cores: string[], source: string, target: string): Promise<Map<string, string>> {
    await refreshCorrections();
    const found = new Map<string, string>();
    const unknown: string[] = [];
    for (const core of cores) {
      const cached = recent.get(keyOf(source, target, core));
      if (cached === undefined) unknown.push(core);
      else found.set(core, cached);
    }
    if (unknown.length === 0) return found;
    const rows = await db
      .select({ sourceText: translationMemory.sourceText, translatedText: shownText })
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
    const given = [...translations];
    try {
      const stored = await db
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
        // A row already there (another instance's answer, or one the team corrected meanwhile)
        // is never overwritten: what it holds is what every page shows.
        .onConflictDoNothing()
        .returning({ sourceHash: translationMemory.sourceHash });
      const inserted = new Set(stored.map((row) => row.sourceHash));
      const kept = misses.filter((text) => !inserted.has(sha256(text)));
      if (kept.length > 0) {
        const rows = await db
          .select({ sourceText: translationMemory.sourceText, text: shownText })
          .from(translationMemory)
          .where(
            and(
              inArray(translationMemory.sourceHash, kept.map(sha256)),
              eq(translationMemory.sourceLanguage, source),
              eq(translationMemory.targetLanguage, target),
            ),
          );
        const keptText = new Map(rows.map((row) => [row.sourceText, row.text]));
        misses.forEach((text, i) => (given[i] = keptText.get(text) ?? given[i]));
      }
    } catch (error) {
      // The translations are real and paid for: give them to the visitor even if remembering failed.
      log.error({ err: error }, "could not store translations in the translation memory");
    }
    misses.forEach((text, i) => recent.set(keyOf(source, target, text), given[i]));
    return given;
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

  const recordPageTexts = createPageTextRecorder(db, log);
  const desk = createTranslationDesk(db, { applied: correctionApplied });

  return {
    /** Whether an engine is configured; without one every call answers 503. */
    configured: engine !== null,
    engineName: engine?.name ?? null,
    rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE,
    translateBatch,
    translateWithin,
    /** Records which texts a translated page showed, for the desk (page renders pass it to their translator). */
    recordPageTexts,
    /** The translation desk: the texts pages show, and the team's corrections. */
    desk,
    async translate(text: string, sourceLanguage: string, targetLanguage: string): Promise<string> {
      const [translated] = await translateBatch([text], sourceLanguage, targetLanguage);
      return translated;
    },
  };
}

/** The service as the app runs it: the engine TRANSLATE_PROVIDER names, its limits from the config. */
export function createConfiguredTranslationService(db: Database, config: AppConfig, log: FastifyBaseLogger): TranslationService {
  return createTranslationService({
    db,
    engine: createTranslationEngine(config),
    log,
    timeoutMs: config.translateTimeoutMs,
    rateLimitPerMinute: config.TRANSLATE_RATE_LIMIT,
  });
}

export type TranslationService = ReturnType<typeof createTranslationService>;
