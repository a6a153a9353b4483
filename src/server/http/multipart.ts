import type { FastifyRequest } from "fastify";
import { IMAGE_UPLOAD, imageUploadMessages } from "../../shared/rules/image-upload.ts";
import { HttpError } from "./errors.ts";

/**
 * A form as sent: its text fields (a name sent several times gives a list) and its files' bytes:
 * `files` holds the first file of each field, `fileLists` every file of it in the order sent.
 */
export type SubmittedForm = {
  fields: Record<string, unknown>;
  files: Record<string, Buffer>;
  fileLists: Record<string, Buffer[]>;
};

export type SubmittedFormOptions = {
  /** How many files the whole form may carry (default 1). */
  maxFiles?: number;
  /** The message when it carries more (default "The form has too many parts"). */
  tooManyFilesMessage?: string;
};

/** Bounds on a multipart form as a whole (the file size bound is IMAGE_UPLOAD.maxBytes). */
export const MULTIPART_LIMITS = {
  fileSize: IMAGE_UPLOAD.maxBytes,
  files: 1,
  fields: 60,
  fieldSize: 100_000,
  parts: 61,
} as const;

/**
 * Reads a form sent either as JSON (no files) or as multipart/form-data with files in
 * `fileFields` (at most one in all unless `maxFiles` says more). An empty file part (a file input
 * left empty) counts as no file. A file over the size limit is a 400 naming its field; so is a
 * file in any other field, one file too many, and a body cut off or malformed.
 */
export async function readSubmittedForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  options: SubmittedFormOptions = {},
): Promise<SubmittedForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
      files: {},
      fileLists: {},
    };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, Buffer> = {};
  const fileLists: Record<string, Buffer[]> = {};
  const maxFiles = options.maxFiles ?? MULTIPART_LIMITS.files;
  const limits = { ...MULTIPART_LIMITS, files: maxFiles, parts: MULTIPART_LIMITS.fields + maxFiles };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === "file") {
        if (!fileFields.includes(part.fieldname)) {
          part.file.resume();
          throw new HttpError(400, `Unexpected file in '${part.fieldname}'`, [
            { path: part.fieldname, message: "No file is expected here" },
          ]);
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) {
          files[part.fieldname] ??= bytes;
          (fileLists[part.fieldname] ??= []).push(bytes);
        }
        continue;
      }
      const value: unknown = part.value;
      const text = typeof value === "string" ? value : "";
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined ? text : Array.isArray(previous) ? [...(previous as string[]), text] : [previous, text];
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const field = fileFields[0] ?? "file";
      throw new HttpError(400, imageUploadMessages.tooLarge, [{ path: field, message: imageUploadMessages.tooLarge }]);
    }
    if (code === "FST_FILES_LIMIT" && options.tooManyFilesMessage) {
      throw new HttpError(400, options.tooManyFilesMessage, [{ path: fileFields[0] ?? "file", message: options.tooManyFilesMessage }]);
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new HttpError(400, "The form has too many parts");
    }
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_PROTO_VIOLATION")
      throw new HttpError(400, "The form could not be read");
    // A malformed body (cut off, bad boundary) is the sender's fault, not ours.
    if ((error as { statusCode?: number }).statusCode && (error as { statusCode: number }).statusCode < 500) {
      throw new HttpError(400, "The form could not be read");
    }
    if (error instanceof Error && /Unexpected end|boundary|Malformed/i.test(error.message))
      throw new HttpError(400, "The form could not be read");
    throw error;
  }
  return { fields, files, fileLists };
}
