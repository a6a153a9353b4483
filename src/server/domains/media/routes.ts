import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput, NotFoundError } from "../../http/errors.ts";
import { renderArtwork, renderPlaceholder } from "./artwork.ts";
import { renderFlag } from "./flags.ts";
import type { Services } from "../../services.ts";

const dimension = z
  .string()
  .regex(/^[0-9]{1,4}$/, "Width and height must be whole numbers from 1 to 4000")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 4000, "Width and height must be whole numbers from 1 to 4000");

const placeholderParams = z.object({ w: dimension, h: dimension });
const artParams = z.object({ icon: z.string().max(80), file: z.string().regex(/^[0-9a-fA-F]{6}\.svg$/) });

// The name before ".svg" must be a flag code of the set (letters and one hyphen, checked by
// renderFlag), so no path can be smuggled in.
const flagParams = z.object({
  file: z
    .string()
    .max(16)
    .regex(/\.svg$/),
});

const IMMUTABLE = "public, max-age=31536000, immutable";

// A photo's address is its content's SHA-256, so it is cached for good like a built asset.
const uploadParams = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.webp$/, "Image not found") });

export async function mediaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get("/media/uploads/:file", { config: { contract: { params: uploadParams } } }, async (request, reply) => {
    const parsed = uploadParams.safeParse(request.params);
    const image = parsed.success ? await services.uploadedImages.find(parsed.data.file.slice(0, 64)) : null;
    if (!image) throw new NotFoundError("Image not found");
    return reply.type(image.contentType).header("cache-control", IMMUTABLE).send(image.bytes);
  });

  app.get("/api/placeholder/:w/:h", { config: { contract: { params: placeholderParams } } }, async (request, reply) => {
    const { w, h } = parseInput(placeholderParams, request.params);
    return reply.type("image/svg+xml").header("cache-control", IMMUTABLE).send(renderPlaceholder(w, h));
  });

  app.get("/api/art/:icon/:file", { config: { contract: { params: artParams } } }, async (request, reply) => {
    const parsed = artParams.safeParse(request.params);
    const svg = parsed.success ? renderArtwork(parsed.data.icon, parsed.data.file.slice(0, 6)) : null;
    if (!svg) throw new NotFoundError("Image not found");
    return reply.type("image/svg+xml").header("cache-control", IMMUTABLE).send(svg);
  });

  // A flag never changes for its code, so browsers keep it for a year (see docs/decisions/005).
  app.get("/flags/:file", { config: { contract: { params: flagParams } } }, async (request, reply) => {
    const parsed = flagParams.safeParse(request.params);
    const svg = parsed.success ? renderFlag(parsed.data.file.slice(0, -".svg".length)) : null;
    if (!svg) throw new NotFoundError("Flag not found");
    return reply.type("image/svg+xml").header("cache-control", IMMUTABLE).send(svg);
  });
}
