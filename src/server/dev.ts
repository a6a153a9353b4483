import "./env-defaults.ts";
import { createDevPages } from "./dev-pages.ts";
import { failStart, serve } from "./serve.ts";

/**
 * The development server (`npm run dev`, from the sources through tsx): the same start-up as
 * main.ts, with pages rendered from source by Vite with hot reload. It is kept apart from main.ts so
 * that Vite and its middleware never enter the server build.
 */
await serve(async () => ({ pages: await createDevPages() }), { warmUp: false }).catch(failStart);
