/**
 * The mail the site under test sent: the harness (scripts/e2e-server.ts, the served suite's
 * global setup) hands it to a real SMTP server that writes each message as JSON into a folder
 * (`mailFolderWriter`); tests read it here.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type SentMail = { from: string; to: string[]; raw: string; text: string };

export function e2eMailDir(): string {
  return path.join(tmpdir(), `ayur-e2e-mail-${process.env.E2E_PORT ?? 4173}`);
}

/** Quoted-printable bodies fold long lines ("=" at a line end) and escape bytes as =XX. */
function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, "");
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const MAIL_FILE = /^\d+\.json$/;

/**
 * Writes each mail given to it into `dir` as the next numbered JSON file. A file appears whole:
 * it is written under a temporary name and renamed, so a test reading the folder meanwhile never
 * meets half a message.
 */
export function mailFolderWriter(dir: string): (mail: Omit<SentMail, "text">) => void {
  let count = 0;
  return (mail) => {
    const file = path.join(dir, `${String(++count).padStart(5, "0")}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(mail));
    renameSync(`${file}.part`, file);
  };
}

/** Every mail sent to `address` so far, oldest first (from the browser tests' folder unless another is named). */
export function mailsTo(address: string, dir = e2eMailDir()): SentMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => MAIL_FILE.test(file))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Omit<SentMail, "text">)
    .filter((mail) => mail.to.includes(address))
    .map((mail) => ({ ...mail, text: decodeQuotedPrintable(mail.raw) }));
}
