import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { auditLog } from "../../db/schema/index.ts";
import { bearer } from "../admin/admin-test-kit.ts";

export type FilePart = { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData sends it, files after the fields. */
export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = `----form${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A plain picture of the given size. */
export const picture = (width: number, height: number, rgb = { r: 196, g: 120, b: 52 }) =>
  sharp({ create: { width, height, channels: 3, background: rgb } });

/** JSON requests with the admin's Bearer token. */
export function adminClient(app: FastifyInstance, token: string) {
  const json = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown, headers: Record<string, string> = bearer(token)) =>
    app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  return {
    get: (url: string) => json("GET", url),
    patch: (url: string, payload: unknown) => json("PATCH", url, payload),
    post: (url: string, payload: unknown) => json("POST", url, payload),
    form: (url: string, fields: Record<string, string | string[]>, files: FilePart[] = []) => {
      const body = multipart(fields, files);
      return app.inject({ method: "POST", url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    },
  };
}

/** The audit rows of one item, newest first. */
export async function auditOf(app: FastifyInstance, itemType: string, itemId: number | string) {
  return app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.itemType, itemType), eq(auditLog.itemId, String(itemId))))
    .orderBy(desc(auditLog.id));
}
