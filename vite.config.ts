import preact from "@preact/preset-vite";
import { defineConfig } from "vite";

// The browser game: a static site in dist-web/ (dist/ belongs to the command-line build).
export default defineConfig({
  base: "./",
  plugins: [preact({ prefreshEnabled: false })],
  build: {
    outDir: "dist-web",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  server: { host: "127.0.0.1" },
});
