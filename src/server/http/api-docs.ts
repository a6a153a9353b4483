import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { BRAND } from "../../shared/brand.ts";

/** The areas of the API as the published document groups them. */
const TAGS = [
  { name: "Recipes", description: "The recipe library: lists, search, details" },
  { name: "Classes", description: "Cooking classes and their sessions" },
  { name: "Bookings", description: "Class bookings and buffet requests" },
  { name: "Blog", description: "Articles" },
  { name: "Shop", description: "Products, categories, deals, orders" },
  { name: "Catering", description: "Buffet menus and industrial catering" },
  { name: "Community", description: "Recipes shared by visitors and guest chefs" },
  { name: "Forms", description: "Contact, content removal, sponsorship, bulk enquiries, expert questions" },
  { name: "Newsletter", description: "Sign-up under double opt-in" },
  { name: "Accounts", description: "Visitor accounts, sessions and saved lists" },
  { name: "Translation", description: "Page translation through the configured engine" },
  { name: "Admin", description: "The team's area: every route needs an admin sign-in" },
  { name: "Site", description: "Health, sitemap and other site-wide answers" },
];

/**
 * Publishes the API as OpenAPI 3.1 at `GET /api/openapi.json`, generated from the routes' own
 * schemas (the zod contracts they validate and answer with), so the document cannot drift from
 * what the routes do. Registered before the routes, whose registration it records.
 */
export async function registerApiDocumentation(app: FastifyInstance, siteUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${BRAND.name} API`,
        version: "1.0.0",
        description: `The JSON API behind ${siteUrl}. Errors answer \`{ message, issues?, retryAfterSeconds? }\`; writes take JSON (uploads multipart).`,
      },
      servers: [{ url: siteUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          adminCookie: { type: "apiKey", in: "cookie", name: "admin_token" },
          adminBearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return app.swagger();
  });
}
