import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { remember } from "../../../shared/bounded-memory.ts";
import type { Database } from "../../db/client.ts";
import { translationPageTexts } from "../../db/schema/index.ts";
import { hasLetters, segmentHash } from "./segments.ts";

/** One text of a page being rendered, under its key on that page ("title", "step 2"). */
export type PageTextEntry = { key: string; text: string; position: number };

/**
 * Records which texts a translated page showed. Returns at once; the promise (which never
 * rejects) settles when the write did, for whoever wants to wait: renders do not.
 */
export type RecordPageTexts = (path: string, language: string, entries: PageTextEntry[]) => Promise<void>;

/**
 * How long this process skips writing a page whose texts it last wrote exactly so. Pages are
 * rendered often (every signed-in visit bypasses the page cache), their texts rarely change; past
 * this the texts are written again, which also mends what another instance may have written since.
 */
const UNCHANGED_SKIP_MS = 2 * 60_000;
const PAGES_REMEMBERED = 5_000;

/**
 * Writes, for one render of a Spanish or French page, each text's key and the hash of its English
 * text: one statement, in the background. A key whose English changed keeps the hash (and text)
 * it had before, and when the change was seen, so the translation desk can point at translations
 * made for an older English text.
 */
export function createPageTextRecorder(db: Database, log: FastifyBaseLogger): RecordPageTexts {
  /** Per page and language, what this process last wrote and when. */
  const written = new Map<string, { signature: string; at: number }>();

  return async (path, language, entries) => {
    const keys = new Set<string>();
    const rows = entries
      .map((entry) => ({ ...entry, core: entry.text.trim() }))
      .filter((entry) => entry.core !== "" && hasLetters(entry.core))
      // One statement cannot update a row twice: a key given twice keeps its first text.
      .filter((entry) => !keys.has(entry.key) && keys.add(entry.key))
      .map((entry) => ({
        path,
        language,
        key: entry.key,
        position: entry.position,
        sourceHash: segmentHash(entry.core),
        sourceText: entry.core,
      }));
    if (rows.length === 0) return;

    const page = `${language}|${path}`;
    const signature = rows.map((row) => `${row.key}=${row.sourceHash}`).join("\n");
    const last = written.get(page);
    if (last && last.signature === signature && Date.now() - last.at < UNCHANGED_SKIP_MS) return;
    remember(written, page, { signature, at: Date.now() }, PAGES_REMEMBERED);

    const t = translationPageTexts;
    const changed = sql`${t.sourceHash} <> excluded.source_hash`;
    await db
      .insert(t)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.path, t.language, t.key],
        set: {
          previousSourceHash: sql`case when ${changed} then ${t.sourceHash} else ${t.previousSourceHash} end`,
          previousSourceText: sql`case when ${changed} then ${t.sourceText} else ${t.previousSourceText} end`,
          sourceChangedAt: sql`case when ${changed} then now() else ${t.sourceChangedAt} end`,
          sourceHash: sql`excluded.source_hash`,
          sourceText: sql`excluded.source_text`,
          position: sql`excluded.position`,
          seenAt: sql`now()`,
        },
      })
      .catch((error: unknown) => {
        // Forget the write, so the page's next render tries again.
        written.delete(page);
        log.warn({ err: error, path, language }, "could not record the texts of a translated page");
      });
  };
}
