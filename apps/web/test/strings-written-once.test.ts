// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { domainCopy, importsOf, isCopy, isTestFile, literalsOf, repeatsIn, sourceFiles } from "./domain-strings";
import type { Repeat } from "./domain-strings";

// STYLE.md: "Every user-visible message, page path and piece of copy lives there once." packages/domain holds the words
// of the screens; the web and the native app show them from there and never type one again. The rule for what counts
// as a UI string is isCopy in ./domain-strings.ts.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const WEB = ["apps/web/app"];
const APP = ["apps/mobile/app", "apps/mobile/src"];

const describeRepeat = (repeat: Repeat) =>
  `${repeat.file}:${repeat.line} types ${JSON.stringify(repeat.text)}, which is ${repeat.heldAt.join(" and ")} in @utsav/domain/client`;

const words = domainCopy();
const sourcesOf = (dirs: readonly string[]) => dirs.flatMap((dir) => sourceFiles(root, dir)).filter((file) => !isTestFile(file));
const web = sourcesOf(WEB);
const app = sourcesOf(APP);
const repeats = repeatsIn(root, [...web, ...app], words);

describe("the words of the screens, written once in packages/domain", () => {
  it("are never typed again in the web app or the native app", () => {
    expect(repeats.map(describeRepeat)).toEqual([]);
  });

  it("collect the domain's copy by the rule: phrases and status lines, not codes, identifiers or single labels", () => {
    expect(words.get("Login or sign up")).toEqual(["COPY.loginTitle", "ACCOUNT_COPY.loginTitle"]);
    expect(words.get("Loading…")).toEqual(["COMMON_COPY.loading", "COPY.loading"]);
    expect(words.has("Advance and refunds")).toBe(true); // a module's copy (TERMS_COPY)
    expect(words.has("Something went wrong. Please try again later.")).toBe(true); // MESSAGES
    for (const left of ["All", "Cancel", "Offerings", "decor", "image/webp", "PAN", "XXXXXXXXXX", "HSR Layout"]) {
      expect(words.has(left), left).toBe(false);
    }
    expect(isCopy("Uploading...")).toBe(true);
    expect(isCopy("T&C")).toBe(false);
  });

  it("reads string literals, template strings and JSX text, not module names, types or property names", () => {
    const probe = [
      'import { x } from "Login or sign up";',
      'type T = "Try again later";',
      'const names = { "Book Now": 1 };',
      "const a = `Get OTP now`;",
      'export const Probe = () => <p aria-label="Loading…">Resend   code in <b>{a}</b> Didn&apos;t get it</p>;',
    ].join("\n");
    expect(literalsOf("probe.tsx", probe).map(({ line, text }) => [line, text])).toEqual([
      [4, "Get OTP now"],
      [5, "Loading…"],
      [5, "Resend code in"],
      [5, "Didn't get it"],
    ]);
  });

  it("scan every source file of both apps", () => {
    expect(web.length).toBeGreaterThan(200);
    expect(app.length).toBeGreaterThan(80);
    expect(web.some((file) => file.startsWith("apps/web/app/features/operations/"))).toBe(true);
    expect(web.some((file) => file.startsWith("apps/web/app/routes/ops/"))).toBe(true);
  });

  it("reach a web page by COPY's flat parts, never by COPY whole (it would load every screen's words)", () => {
    const readsCopyWhole = (file: string) =>
      /import \{[^}]*\bCOPY\b[^}]*\} from "@utsav\/domain\/client"/.test(readFileSync(path.join(root, file), "utf8"));
    expect(web.filter(readsCopyWhole)).toEqual([]);
  });

  it("leave out only test support that no source file imports", () => {
    const importsTestSupport = (file: string) =>
      importsOf(file, readFileSync(path.join(root, file), "utf8")).some((name) => isTestFile(`${name}.ts`));
    expect([...web, ...app].filter(importsTestSupport)).toEqual([]);
  });
});
