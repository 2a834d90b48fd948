import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// Builds the production server ahead of time: src/server.ts and the workspace packages it imports, bundled into one
// JavaScript module (dist/server.mjs), so a production start neither loads a TypeScript compiler nor keeps each
// module's transformed source and source map in memory (docs/decisions/0026-performance.md).
// Third-party packages stay in node_modules, where their own files (PGlite's WebAssembly, templates) live.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_BUNDLE = path.join(apiRoot, "dist/server.mjs");

await build({
  entryPoints: [path.join(apiRoot, "src/server.ts")],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  logLevel: "warning",
  // Some packages are CommonJS and call require(): give the module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  plugins: [
    {
      name: "workspace-sources",
      setup(builder) {
        // Only the workspace's own packages (TypeScript sources) are bundled.
        builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@utsav/") ? undefined : { external: true }));
        // A source file finds its neighbours (migrations, assets, the web build) from its own URL: inside the bundle that
        // URL stays the source file's, written relative to the bundle so that the checkout can move.
        builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
          const source = await readFile(args.path, "utf8");
          const fromBundle = path.relative(path.dirname(SERVER_BUNDLE), args.path).split(path.sep).join("/");
          return {
            contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
            loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
          };
        });
      },
    },
  ],
});
