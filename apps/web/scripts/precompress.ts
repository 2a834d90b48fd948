import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Writes .br and .gz beside every built script, stylesheet and SVG, once at build time, so the server sends
// compressed files without compressing on every request (@fastify/static preCompressed).

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (/\.(js|css|svg|json|txt)$/.test(name)) yield full;
  }
}

let count = 0;
for (const file of files(clientDir)) {
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`Pre-compressed ${count} files`);
