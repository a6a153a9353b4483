import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  publicDir: "public",
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./src/web", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  // The server build takes in only the icons the pages use: left to Node, the package's entry
  // loads every one of its 1,600-odd icon modules into each server process.
  ssr: { noExternal: ["lucide-react"] },
});
