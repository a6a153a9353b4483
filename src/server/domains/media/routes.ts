import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../../http/errors.ts";
import { errorAnswers } from "../../http/responses.ts";
import { renderArtwork, renderPlaceholder } from "./artwork.ts";
import { renderFlag } from "./flags.ts";
import type { Services } from "../../services.ts";

const dimension = z
  .string()
  .regex(/^[0-9]{1,4}$/, "Width and height must be whole numbers from 1 to 4000")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 4000, "Width and height must be whole numbers from 1 to 4000");

const placeholderParams = z.object({ w: dimension, h: dimension });
/*
 * An image's address names a file: a name that is not one of the set is simply not found (404),
 * as for any other file, so the declared parameters take any name and the handlers check it.
 */
const artName = z.object({ icon: z.string().max(80), file: z.string().regex(/^[0-9a-fA-F]{6}\.svg$/) });
const artParams = z.object({
  icon: z.string().meta({ description: "The icon's name" }),
  file: z.string().meta({ description: "The background colour as six hex digits, then .svg" }),
});

// The name before ".svg" must be a flag code of the set (letters and one hyphen, checked by
// renderFlag), so no path can be smuggled in.
const flagName = z
  .string()
  .max(16)
  .regex(/\.svg$/);
const flagParams = z.object({ file: z.string().meta({ description: "The flag's code, then .svg (gb.svg, in.svg)" }) });

const IMMUTABLE = "public, max-age=31536000, immutable";

// A photo's address is its content's SHA-256, so it is cached for good like a built asset.
const uploadName = z.string().regex(/^[0-9a-f]{64}\.webp$/);
const uploadParams = z.object({ file: z.string().meta({ description: "The photo's SHA-256 in hex, then .webp" }) });

const tags = ["Site"];
const svg = (description: string) => ({ description, content: { "image/svg+xml": { schema: z.string() } } });

export async function mediaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Answered with the photo's bytes, which the typed answers (text or JSON) cannot name: untyped.
  app.get(
    "/media/uploads/:file",
    {
      schema: {
        tags,
        summary: "An uploaded photo (a shared recipe's, a guest chef's, a product's)",
        description: "Addressed by its content's SHA-256, so it never changes and is cached for good.",
        params: uploadParams,
        response: {
          200: { description: "The photo, as WebP", content: { "image/webp": { schema: z.string().meta({ format: "binary" }) } } },
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params as z.infer<typeof uploadParams>;
      const image = uploadName.safeParse(file).success ? await services.uploadedImages.find(file.slice(0, 64)) : null;
      if (!image) throw new NotFoundError("Image not found");
      return reply.type(image.contentType).header("cache-control", IMMUTABLE).send(image.bytes);
    },
  );

  api.get(
    "/api/placeholder/:w/:h",
    {
      schema: {
        tags,
        summary: "A placeholder picture of the given size, for an item without a photo",
        params: placeholderParams,
        response: { 200: svg("The placeholder"), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { w, h } = request.params;
      return reply.type("image/svg+xml").header("cache-control", IMMUTABLE).send(renderPlaceholder(w, h));
    },
  );

  api.get(
    "/api/art/:icon/:file",
    {
      schema: {
        tags,
        summary: "The drawn artwork an item without a photo shows: an icon on a colour",
        params: artParams,
        response: { 200: svg("The artwork"), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const parsed = artName.safeParse(request.params);
      const svgText = parsed.success ? renderArtwork(parsed.data.icon, parsed.data.file.slice(0, 6)) : null;
      if (!svgText) throw new NotFoundError("Image not found");
      return reply.type("image/svg+xml").header("cache-control", IMMUTABLE).send(svgText);
    },
  );

  // A flag never changes for its code, so browsers keep it for a year (see docs/decisions/005).
  api.get(
    "/flags/:file",
    {
      schema: {
        tags,
        summary: "A country's or language's flag",
        params: flagParams,
        response: { 200: svg("The flag"), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const svgText = flagName.safeParse(file).success ? renderFlag(file.slice(0, -".svg".length)) : null;
      if (!svgText) throw new NotFoundError("Flag not found");
      return reply.type("image/svg+xml").header("cache-control", IMMUTABLE).send(svgText);
    },
  );
}
