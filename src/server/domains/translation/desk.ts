import { and, asc, count, eq, ilike, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { adminPage } from "../../../shared/schemas/common.ts";
import {
  translationDeskMessages as M,
  type TranslationCorrectionResult,
  type TranslationDeskLanguage,
  type TranslationText,
  type TranslationTextListQuery,
  type TranslationTextPage,
  type TranslationTextParams,
} from "../../../shared/schemas/translation-desk.ts";
import type { Database } from "../../db/client.ts";
import { translationMemory, translationPageTexts } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";

/** The language every page is written in, which the memory translates from. */
const SOURCE_LANGUAGE = "en";
/** The engine name of a memory row the team wrote for a text no engine had translated. */
export const TEAM_ENGINE = "team";
/**
 * A page's keys recorded this long before its latest render's are left out: the render no longer
 * had them (an ingredient removed). A render's texts are written within moments of each other.
 */
const STALE_KEY_MARGIN = sql`interval '1 minute'`;

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type DeskOptions = {
  /** A correction written or taken back here: the service's process-memory copy follows at once. */
  applied: (sourceLanguage: string, targetLanguage: string, sourceText: string, shown: string | null) => void;
};

/** The team's view of the translated pages' texts, and their corrections. */
/** What a memory row shows of a text's translation: the team's correction if any, else the machine's. */
function translationState(row: {
  translatedText: string | null;
  engine: string | null;
  correctedText: string | null;
  correctedAt: Date | null;
  correctedBy: string | null;
}) {
  return {
    translation: row.correctedText ?? row.translatedText,
    machineText: row.engine === TEAM_ENGINE ? null : row.translatedText,
    corrected: row.correctedText !== null,
    correctedAt: iso(row.correctedAt),
    correctedBy: row.correctedBy,
  };
}

export function createTranslationDesk(db: Database, { applied }: DeskOptions) {
  const t = translationPageTexts;
  const m = translationMemory;
  const previous = alias(translationMemory, "previous_memory");

  /** The key's English changed after its translation was last corrected, or it never was. */
  const sourceChanged = sql<boolean>`(${t.sourceChangedAt} is not null and (${m.correctedAt} is null or ${m.correctedAt} < ${t.sourceChangedAt}))`;
  const latestRender = sql`(select max(latest.seen_at) from ${t} as latest where latest.path = ${t.path} and latest.language = ${t.language})`;
  const memoryOf = (table: typeof m, hash: SQL | typeof t.sourceHash | typeof t.previousSourceHash) =>
    and(eq(table.sourceHash, hash), eq(table.sourceLanguage, SOURCE_LANGUAGE), eq(table.targetLanguage, t.language));

  function filtersOf(query: TranslationTextListQuery): SQL | undefined {
    const state: Record<NonNullable<TranslationTextListQuery["state"]>, SQL | undefined> = {
      changed: sourceChanged,
      corrected: isNotNull(m.correctedText),
      machine: and(isNotNull(m.id), isNull(m.correctedText)),
    };
    return and(
      sql`${t.seenAt} >= ${latestRender} - ${STALE_KEY_MARGIN}`,
      query.language ? eq(t.language, query.language) : undefined,
      query.address ? ilike(t.path, containing(query.address)) : undefined,
      query.state ? state[query.state] : undefined,
    );
  }

  async function list(query: TranslationTextListQuery): Promise<TranslationTextPage> {
    const where = filtersOf(query);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          path: t.path,
          language: t.language,
          key: t.key,
          sourceHash: t.sourceHash,
          sourceText: t.sourceText,
          translatedText: m.translatedText,
          engine: m.engine,
          correctedText: m.correctedText,
          correctedAt: m.correctedAt,
          correctedBy: m.correctedBy,
          sourceChanged,
          sourceChangedAt: t.sourceChangedAt,
          previousSourceText: t.previousSourceText,
          previousTranslation: sql<string | null>`coalesce(${previous.correctedText}, ${previous.translatedText})`,
        })
        .from(t)
        .leftJoin(m, memoryOf(m, t.sourceHash))
        .leftJoin(
          previous,
          and(
            eq(previous.sourceHash, t.previousSourceHash),
            eq(previous.sourceLanguage, SOURCE_LANGUAGE),
            eq(previous.targetLanguage, t.language),
          ),
        )
        .where(where)
        .orderBy(asc(t.path), asc(t.language), asc(t.position), asc(t.key))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(t).leftJoin(m, memoryOf(m, t.sourceHash)).where(where),
    ]);
    const data: TranslationText[] = rows.map((row) => ({
      path: row.path,
      language: row.language as TranslationDeskLanguage,
      key: row.key,
      sourceHash: row.sourceHash,
      sourceText: row.sourceText,
      ...translationState(row),
      sourceChanged: Boolean(row.sourceChanged),
      sourceChangedAt: iso(row.sourceChangedAt),
      previousSourceText: row.sourceChanged ? row.previousSourceText : null,
      previousTranslation: row.sourceChanged ? row.previousTranslation : null,
    }));
    return adminPage(data, total, query.page, query.limit);
  }

  const memoryRow = (language: string, sourceHash: string) =>
    db
      .select()
      .from(m)
      .where(and(eq(m.sourceHash, sourceHash), eq(m.sourceLanguage, SOURCE_LANGUAGE), eq(m.targetLanguage, language)))
      .then((rows) => rows[0]);

  const resultOf = (row: typeof m.$inferSelect, message: string): TranslationCorrectionResult => ({
    message,
    language: row.targetLanguage as TranslationDeskLanguage,
    sourceHash: row.sourceHash,
    sourceText: row.sourceText,
    ...translationState(row),
  });

  /**
   * The team's translation of one English text in one language: stored on its memory row, so
   * every page showing the text shows it. A text no engine translated yet (none configured, or
   * it did not answer) gets a row of the team's own; an engine's later answer never replaces it.
   */
  async function correct({ language, sourceHash }: TranslationTextParams, text: string, by: string): Promise<TranslationCorrectionResult> {
    const existing = await memoryRow(language, sourceHash);
    const sourceText =
      existing?.sourceText ??
      (
        await db
          .select({ sourceText: t.sourceText })
          .from(t)
          .where(and(eq(t.sourceHash, sourceHash), eq(t.language, language)))
          .limit(1)
      )[0]?.sourceText;
    if (sourceText === undefined) throw new HttpError(404, M.notFound);
    const [row] = await db
      .insert(m)
      .values({
        sourceHash,
        sourceText,
        sourceLanguage: SOURCE_LANGUAGE,
        targetLanguage: language,
        translatedText: text,
        engine: TEAM_ENGINE,
        correctedText: text,
        correctedAt: sql`now()`,
        correctedBy: by,
        correctionChangedAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [m.sourceHash, m.sourceLanguage, m.targetLanguage],
        set: { correctedText: text, correctedAt: sql`now()`, correctedBy: by, correctionChangedAt: sql`now()` },
      })
      .returning();
    applied(SOURCE_LANGUAGE, language, row.sourceText, text);
    return resultOf(row, M.corrected);
  }

  /** Takes a correction back: pages show the engine's translation again. */
  async function revert({ language, sourceHash }: TranslationTextParams): Promise<TranslationCorrectionResult> {
    const existing = await memoryRow(language, sourceHash);
    if (!existing) throw new HttpError(404, M.notFound);
    // A row only the team ever wrote has no engine text to go back to: it can be corrected again.
    if (existing.correctedText === null) throw new HttpError(409, M.noCorrection);
    if (existing.engine === TEAM_ENGINE) throw new HttpError(409, M.noMachineText);
    const [row] = await db
      .update(m)
      .set({ correctedText: null, correctedAt: null, correctedBy: null, correctionChangedAt: sql`now()` })
      .where(eq(m.id, existing.id))
      .returning();
    applied(SOURCE_LANGUAGE, language, row.sourceText, row.translatedText);
    return resultOf(row, M.reverted);
  }

  return { list, correct, revert };
}
