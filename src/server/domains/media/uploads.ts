import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../../db/client.ts";
import { uploadedImages } from "../../db/schema/index.ts";
import { paths } from "../../../shared/paths.ts";
import { IMAGE_UPLOAD, imageUploadMessages } from "../../../shared/rules/image-upload.ts";
import { HttpError } from "../../http/errors.ts";

export type ImageType = (typeof IMAGE_UPLOAD.acceptedTypes)[number];

/** A photo checked and re-encoded, ready to be stored in the transaction of the row that uses it. */
export type PreparedImage = {
  sha256: string;
  contentType: "image/webp";
  width: number;
  height: number;
  bytes: Buffer;
};

/** The image type the bytes themselves say, whatever the file was called or claimed to be. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

const SHARP_FORMAT: Record<ImageType, string> = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" };

const refused = (field: string, message: string) => new HttpError(400, message, [{ path: field, message }]);

export type PrepareImageOptions = {
  /** The types this upload may be (by its bytes); default every type of IMAGE_UPLOAD. */
  accept?: readonly ImageType[];
  /** The refusal of any other type. */
  typeMessage?: string;
};

/**
 * Checks an uploaded photo from its content (type from its first bytes, size, pixel count read
 * from the header before anything is decoded) and re-encodes it: turned upright, scaled to at
 * most IMAGE_UPLOAD.maxEdge, saved as WebP without any of the original's metadata (camera,
 * place, time). A refusal is a 400 naming `field`; `options` narrows the accepted types.
 */
export async function prepareUploadedImage(bytes: Buffer, field = "photo", options: PrepareImageOptions = {}): Promise<PreparedImage> {
  if (bytes.length > IMAGE_UPLOAD.maxBytes) throw refused(field, imageUploadMessages.tooLarge);
  const type = sniffImageType(bytes);
  const accepted: readonly ImageType[] = options.accept ?? IMAGE_UPLOAD.acceptedTypes;
  if (!type || !accepted.includes(type)) throw refused(field, options.typeMessage ?? imageUploadMessages.type);
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refused(field, imageUploadMessages.unreadable);
    });
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height) {
    throw refused(field, imageUploadMessages.unreadable);
  }
  if (metadata.width * metadata.height > IMAGE_UPLOAD.maxPixels) throw refused(field, imageUploadMessages.tooManyPixels);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_UPLOAD.maxPixels, failOn: "error" })
      .rotate()
      .resize({ width: IMAGE_UPLOAD.maxEdge, height: IMAGE_UPLOAD.maxEdge, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      sha256: createHash("sha256").update(data).digest("hex"),
      contentType: "image/webp",
      width: info.width,
      height: info.height,
      bytes: data,
    };
  } catch {
    throw refused(field, imageUploadMessages.unreadable);
  }
}

/** Stores a prepared photo (once per content) inside the caller's transaction; answers its address. */
export async function saveUploadedImage(tx: Pick<Database, "insert">, image: PreparedImage): Promise<string> {
  await tx
    .insert(uploadedImages)
    .values({ sha256: image.sha256, contentType: image.contentType, width: image.width, height: image.height, bytes: image.bytes })
    .onConflictDoNothing({ target: uploadedImages.sha256 });
  return paths.uploadedImage(image.sha256);
}

/** The stored photo for an address's hash, or null. */
export async function findUploadedImage(db: Database, sha256: string) {
  const [row] = await db
    .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.sha256, sha256))
    .limit(1);
  return row ?? null;
}
