import "./env-defaults.ts";

/**
 * The production server: `npm start` runs this module compiled into the server build
 * (build/server-app/main.js, scripts/build-server.mjs); the development server is dev.ts.
 *
 * The rest of the server is imported only once NODE_ENV has its default. In the build, packages
 * stay outside the bundle, and a static import of them would be evaluated before any line of the
 * bundle runs: React would pick its development build. The dynamic import becomes a chunk of its
 * own that loads them afterwards.
 */
const { serve, failStart } = await import("./serve.ts");
await serve().catch(failStart);
