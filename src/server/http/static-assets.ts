import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Hashed build files never change under their name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed public files (favicon, robots-style files) may change with any release. */
const SHORT_LIVED = "public, max-age=3600";

/** Serves the built client files, pre-compressed where the build wrote .br/.gz copies. */
export async function installStaticAssets(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    preCompressed: true,
    // The plugin's own header (max-age=0) would be written after setHeaders and replace it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", isHashed ? IMMUTABLE : SHORT_LIVED);
    },
  });
}
