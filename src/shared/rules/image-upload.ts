/**
 * The photos visitors may upload with a form (a shared recipe, a guest chef application): the
 * browser checks size and type before sending, the server checks the content itself.
 */
export const IMAGE_UPLOAD = {
  /** The file as chosen: a large phone photo fits. */
  maxBytes: 5 * 1024 * 1024,
  /** Decoded size: refuses images that are small files but huge pictures (decompression bombs). */
  maxPixels: 24_000_000,
  /** The stored copy's longest side; larger photos are scaled down. */
  maxEdge: 1600,
  /** What the file picker offers; the server trusts only the bytes, never the name or the type sent. */
  accept: "image/png,image/jpeg,image/webp",
  acceptedTypes: ["image/png", "image/jpeg", "image/webp"],
} as const;

export const imageUploadMessages = {
  type: "The photo must be a PNG, JPEG or WebP image",
  tooLarge: "The photo must be 5 MB or smaller",
  tooManyPixels: "The photo is too large: at most 24 megapixels (for example 6000 × 4000)",
  unreadable: "The photo could not be read; please choose another file",
} as const;
