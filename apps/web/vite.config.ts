import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Built files live under /static/ (long-lived caching); /assets/ holds the catalogue pictures.
    assetsDir: "static",
    // One stylesheet for the whole site: a single render-blocking request instead of one per component.
    cssCodeSplit: false,
    // Terser with two passes packs React and the router a few kilobytes tighter than the default minifier,
    // which keeps every route's initial JavaScript inside its 130 KB budget.
    target: "es2022",
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: {
      output: {
        // The domain's constants, one small module per business module, travel together: most pages use several,
        // and as one file they gzip as one instead of paying a file's overhead each.
        manualChunks: (id) => (/\/packages\/domain\/src\/[^/]+\/constants\.ts$/.test(id) ? "constants" : undefined),
      },
    },
  },
  server: { middlewareMode: true },
});
