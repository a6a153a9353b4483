import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { globalRegistry } from "zod";
import { $ZodRegistry } from "zod/v4/core";
import { BRAND } from "../../shared/brand.ts";
import { paths } from "../../shared/paths.ts";
import { PLAIN_COOKIE_NAMES } from "../security/cookies.ts";
import { API_REFERENCE_POLICY } from "./content-security-policy.ts";

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
 * The reference in the site's colours, readable: method badges, version badges, links and the
 * Authorize button darkened to a contrast of at least 4.5:1; the top bar and the server picker (the
 * document names one server) hidden.
 */
const REFERENCE_THEME = [
  "body { margin: 0; background: #fffdf8 }",
  ".swagger-ui .topbar, .swagger-ui .scheme-container { display: none }",
  ".swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #4b5563; color: #fff }",
  ".swagger-ui .info .title small.version-stamp, .swagger-ui .info .title small.version-stamp pre { background: #2f5d46; color: #fff }",
  ".swagger-ui .info a, .swagger-ui .info .url, .swagger-ui a.nostyle, .swagger-ui .info a span { color: #1d4f8a }",
  ".swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #1f5c3a; border-color: #1f5c3a }",
  ".swagger-ui .btn.authorize svg { fill: #1f5c3a }",
  ".swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none }",
  ".swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4f8a }",
  ".swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1f5c3a }",
  ".swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4a00 }",
  ".swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f5e55 }",
  ".swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #a11d1d }",
  ".swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-description { color: #1f2937 }",
  ".swagger-ui .opblock-tag small, .swagger-ui .opblock-tag { color: #1f2937 }",
].join("\n");

type SchemaMeta = { id?: string; [key: string]: unknown };

/**
 * The named schemas of the server's own modules, as they stand now. The page renderer's build
 * bundles its own copy of the shared contracts, and loading it names a second set of schemas with
 * the same ids in zod's global registry: the document must only ever see the server's set. Taken
 * before the pages are loaded; descriptions still come from the global registry.
 */
function serverSchemaRegistry(): $ZodRegistry<SchemaMeta> {
  const registry = new $ZodRegistry<SchemaMeta>();
  registry._map = globalRegistry._map as typeof registry._map;
  registry._idmap = new Map(globalRegistry._idmap) as typeof registry._idmap;
  return registry;
}

/**
 * Publishes the API as OpenAPI 3.1 at `GET /api/openapi.json`, generated from the routes' own
 * schemas (the zod contracts they validate and answer with), so the document cannot drift from
 * what the routes do. Registered before the routes, whose registration it records.
 */
export async function registerApiDocumentation(app: FastifyInstance, siteUrl: string) {
  const schemaRegistry = serverSchemaRegistry();
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
          // Under https the cookie carries the `__Host-` prefix.
          adminCookie: { type: "apiKey", in: "cookie", name: PLAIN_COOKIE_NAMES.admin },
          adminBearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry }),
  });
  app.get(paths.openApiDocument, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return app.swagger();
  });
  // The same document as an interactive reference (Swagger UI): its files load only when the
  // reference is opened, so no other page carries them.
  await app.register(fastifySwaggerUi, {
    routePrefix: paths.apiReference,
    // No deep links: they put a link inside each operation's toggle button (nested controls).
    uiConfig: { docExpansion: "list", deepLinking: false, defaultModelsExpandDepth: 0, tryItOutEnabled: false },
    theme: {
      title: `${BRAND.name} API reference`,
      css: [{ filename: "theme.css", content: REFERENCE_THEME }],
    },
    // Its page loads only its own files (the theme too is a file, not inline) and may be framed by the site's /api-demo.
    staticCSP: API_REFERENCE_POLICY,
  });
}
