import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as domain from "@utsav/domain/client";
import ts from "typescript";

// The scan behind test/strings-written-once.test.ts: the words packages/domain holds, and the string literals and JSX
// text of the web and native apps that repeat one of them.

/** Exports that hold data, not words: the localities gazetteer's place names (a fixture or an example may name one). */
const DATA_EXPORTS = new Set(["BENGALURU_LOCALITIES"]);

/**
 * Whether a value of the domain is a piece of UI copy the apps must not type again:
 * - at least 4 characters and a lowercase letter: drops "All", "T&C", "and", and codes such as "PAN", "+91", "#FF006E";
 * - a phrase (two words or more: "Book Now", "Privacy Policy", "the customer"), or a single word ending in an ellipsis,
 *   a status line ("Loading…", "Uploading...").
 * Any other single word is left out: identifiers, paths and MIME types ("decor", "rating_desc", "image/webp") are not
 * copy, and a capitalised word ("Cancel", "Offerings", "Rating", "Gallery") is a generic label that names different
 * things on different screens: schema.org's "@type": "Rating", the outbox's "WhatsApp" channel beside the "WhatsApp"
 * button, the vendor's Gallery page beside the photo picker's "Gallery" choice. The same spelling is not the same
 * sentence there, and tying them would let one screen's change rename another's.
 */
export function isCopy(value: string): boolean {
  const text = value.trim();
  if (text.length < 4 || !/[a-z]/.test(text)) return false;
  return /\s/.test(text) || /^[A-Z][a-z]+(…|\.\.\.)$/.test(text);
}

/** Each UI string of @utsav/domain/client's exports (objects and arrays walked), with where the domain holds it. */
export function domainCopy(): Map<string, string[]> {
  const words = new Map<string, string[]>();
  const seen = new WeakSet<object>();
  const walk = (value: unknown, at: string): void => {
    if (typeof value === "string") {
      if (isCopy(value)) words.set(value, [...(words.get(value) ?? []), at]);
    } else if (value !== null && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      for (const [key, inner] of Object.entries(value)) walk(inner, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(domain)) if (!DATA_EXPORTS.has(name)) walk(value, name);
  return words;
}

/** Test support: *.test.ts(x), and fixtures named test-*.ts(x) that only tests import. */
export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test-[^/]*\.tsx?$/.test(file);

/** The .ts and .tsx files under `dir` (relative to `root`), node_modules left out. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(root, file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const ENTITIES: Record<string, string> = { amp: "&", apos: "'", quot: '"', lt: "<", gt: ">", nbsp: "\u00a0" };

/** JSX text as a reader sees it: entities decoded, runs of white space made one space, trimmed. */
function jsxText(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity: string, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export interface Literal {
  line: number;
  text: string;
}

/** The string literals and JSX text of one source file, leaving out module names, types and property names. */
export function literalsOf(file: string, source: string): Literal[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node) || ts.isImportTypeNode(node)) return;
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isName = (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
      if (!isName) text = node.text;
    } else if (ts.isJsxText(node)) text = jsxText(node.getText(sourceFile));
    if (text) found.push({ line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text });
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The modules a source file imports (static imports, re-exports and dynamic imports). */
export function importsOf(file: string, source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

export interface Repeat {
  file: string;
  line: number;
  text: string;
  /** Where the domain holds the same string, such as COPY.loginTitle. */
  heldAt: string[];
}

/** Each literal of `files` that repeats a UI string of the domain. */
export function repeatsIn(root: string, files: readonly string[], words: Map<string, string[]>): Repeat[] {
  return files.flatMap((file) =>
    literalsOf(file, readFileSync(path.join(root, file), "utf8")).flatMap(({ line, text }) => {
      const heldAt = words.get(text);
      return heldAt ? [{ file, line, text, heldAt }] : [];
    }),
  );
}
