import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD, imageUploadMessages } from "../../../shared/rules/image-upload.ts";
import { HttpError } from "../../http/errors.ts";
import { buildTestApp } from "../../test-support/test-app.ts";
import { prepareUploadedImage, saveUploadedImage, sniffImageType } from "./uploads.ts";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** The refusal's status and message, or null when the photo was accepted. */
async function refusal(bytes: Buffer) {
  try {
    await prepareUploadedImage(bytes);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message, path: error.issues?.[0]?.path };
    throw error;
  }
}

describe("uploaded photos", () => {
  it("should tell the type from the bytes, whatever the file was called", async () => {
    // A PNG sent as "photo.jpg" with type image/jpeg is still a PNG: only the bytes count.
    const png = await picture(40, 30).png().toBuffer();
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(await picture(40, 30).jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffImageType(await picture(40, 30).webp().toBuffer())).toBe("image/webp");
    const prepared = await prepareUploadedImage(png);
    expect(prepared).toMatchObject({ contentType: "image/webp", width: 40, height: 30 });
    expect(sniffImageType(prepared.bytes)).toBe("image/webp");
  });

  it("should refuse a text file named .png, a truncated image, too many pixels and too many bytes with 400", async () => {
    expect(await refusal(Buffer.from("just some text, not a picture"))).toEqual({
      status: 400,
      message: imageUploadMessages.type,
      path: "photo",
    });
    const png = await picture(40, 30).png().toBuffer();
    expect(await refusal(png.subarray(0, 40))).toEqual({ status: 400, message: imageUploadMessages.unreadable, path: "photo" });
    // 5000 × 5000 is 25 megapixels: a small file (one colour) that would decode to 75 MB.
    const huge = await picture(5000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(IMAGE_UPLOAD.maxBytes);
    expect(await refusal(huge)).toEqual({ status: 400, message: imageUploadMessages.tooManyPixels, path: "photo" });
    const heavy = Buffer.concat([png, Buffer.alloc(IMAGE_UPLOAD.maxBytes)]);
    expect(await refusal(heavy)).toEqual({ status: 400, message: imageUploadMessages.tooLarge, path: "photo" });
  });

  it("should scale a large photo down, turn it upright and drop its metadata", async () => {
    const jpeg = await picture(2400, 1200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Camera owner", Make: "PhoneCo" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const prepared = await prepareUploadedImage(jpeg);
    // Orientation 6 is a quarter turn: the upright picture is taller than wide.
    expect([prepared.width, prepared.height]).toEqual([800, IMAGE_UPLOAD.maxEdge]);
    const stored = await sharp(prepared.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it("should store a photo once per content and serve it at its hash for good", async () => {
    const prepared = await prepareUploadedImage(await picture(64, 48).png().toBuffer());
    const db = app.database.db;
    const url = await db.transaction((tx) => saveUploadedImage(tx, prepared));
    expect(await db.transaction((tx) => saveUploadedImage(tx, prepared))).toBe(url);
    expect(url).toBe(`/media/uploads/${prepared.sha256}.webp`);

    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.equals(prepared.bytes)).toBe(true);

    expect((await app.inject({ method: "GET", url: `/media/uploads/${"0".repeat(64)}.webp` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/media/uploads/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(404);
  });
});
