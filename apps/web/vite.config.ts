import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Built files live under /static/ (long-lived caching); /assets/ holds the catalogue pictures.
  build: { assetsDir: "static", cssCodeSplit: true },
  server: { middlewareMode: true },
});
