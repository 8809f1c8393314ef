import preact from "@preact/preset-vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// The browser game: a static site in dist-web/ (dist/ belongs to the command-line build).
export default defineConfig({
  base: "./",
  plugins: [
    preact({ prefreshEnabled: false }),
    // Installable and offline: a manifest and a Workbox service worker that precaches every
    // file of the build (the solver worker chunk included). "prompt": a new version waits
    // until the player agrees to reload (src/app/pwa.ts), never mid-game.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: "./",
        name: "Canfield Solitaire",
        short_name: "Canfield",
        description: "Canfield solitaire: free, no sign-up, plays offline.",
        start_url: "./",
        scope: "./",
        display: "standalone",
        orientation: "any",
        background_color: "#084a2d",
        theme_color: "#0b5d3b",
        categories: ["games"],
        icons: [
          { src: "icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "icons/icon.svg", sizes: "any", type: "image/svg+xml" },
          {
            src: "icons/maskable-512.png",
            sizes: "512x512",
            type: "image/png",
            purpose: "maskable",
          },
        ],
      },
      workbox: {
        // What the game needs offline; the big install icons are fetched by the browser itself.
        globPatterns: ["**/*.{js,css,html,webmanifest}", "icons/icon.svg", "icons/icon-192.png"],
        cleanupOutdatedCaches: true,
        navigateFallback: "index.html",
      },
    }),
  ],
  worker: { format: "es" },
  build: {
    outDir: "dist-web",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  server: { host: "127.0.0.1" },
});
