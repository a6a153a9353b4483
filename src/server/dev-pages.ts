import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";

/** Development: Vite serves modules with hot reload and renders pages from source. */
export async function createDevPages() {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    beforeRoutes: async (app: FastifyInstance) => {
      const middie = (await import("@fastify/middie")).default;
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook("onClose", () => vite.close());
    },
  };
}
