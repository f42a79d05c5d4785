import { VitePWA } from "vite-plugin-pwa";

/**
 * The installable app: a manifest, and a Workbox service worker that precaches the built shell
 * so it loads offline. The API is never cached (captures made offline wait in IndexedDB, see
 * features/thoughts/api/outbox.ts). Registration is one line in main.tsx rather than an injected
 * inline script, which the strict CSP would refuse.
 */
export function pwa() {
  return VitePWA({
    injectRegister: false,
    registerType: "autoUpdate",
    manifestFilename: "manifest.webmanifest",
    includeAssets: ["favicon.svg"],
    manifest: {
      name: "Life Intelligence",
      short_name: "Life",
      description: "Capture your thoughts by voice or text and let AI organise them.",
      start_url: "/#thoughts",
      scope: "/",
      display: "standalone",
      background_color: "#f7f7f4",
      theme_color: "#2d6a58",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
      // Text or a link shared from another app opens /share-target, which captures it.
      share_target: { action: "/share-target", method: "GET", params: { title: "title", text: "text", url: "url" } },
    },
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      navigateFallback: "/index.html",
      // Backend pages and the API documentation are the server's, not the app shell's.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/docs(\/|$)/],
      cleanupOutdatedCaches: true,
      inlineWorkboxRuntime: true,
      runtimeCaching: [],
    },
  });
}
