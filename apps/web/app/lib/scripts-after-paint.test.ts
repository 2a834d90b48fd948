import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { HERO_WAIT_MS, rewriteShell, scriptsAfterPaint } from "./scripts-after-paint";

const NONCE = "abc123==";
const MODULE_TEXT = `import * as route0 from "/static/root-1.js";\nimport("/static/entry.client-1.js");`;
const SHELL =
  `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/static/entry.client-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/static/root-1.js" nonce="${NONCE}"/>` +
  `<link rel="stylesheet" href="/static/style-1.css" nonce="${NONCE}"/></head>` +
  `<body><main>Hello</main><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_TEXT}</script>`;
const STREAMED = `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

const rewrite = (chunks: string[]) => text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(scriptsAfterPaint(NONCE)));

describe("scripts after paint", () => {
  it("takes the module preloads out of <head> and empties the module script, keeping the stylesheet", () => {
    const html = rewriteShell(SHELL, NONCE)!;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("modulepreload");
    expect(head).toContain(`<link rel="stylesheet" href="/static/style-1.css"`);
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async=""></script>`);
    expect(html).toContain("<main>Hello</main>");
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("adds one script to <head>, with the page's nonce, that knows the preloads and the module text", () => {
    const html = rewriteShell(SHELL, NONCE)!;
    const head = html.slice(0, html.indexOf("</head>"));
    const boot = head.match(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/)!;
    expect(boot[1]).toBe(NONCE);
    expect(boot[2]).toContain(JSON.stringify(["/static/entry.client-1.js", "/static/root-1.js"]));
    expect(boot[2]).toContain(JSON.stringify(MODULE_TEXT).replace(/</g, "\\u003c"));
    expect(boot[2]).toContain(String(HERO_WAIT_MS));
  });

  it("escapes '<' in what it writes into the script, so nothing in it can end the script or open a comment", () => {
    const html = rewriteShell(SHELL.replace(MODULE_TEXT, `${MODULE_TEXT}\nif (a <!--b) {}`), NONCE)!;
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("<!--");
    expect(head).toContain("a \\u003c!--b");
  });

  it("leaves a page without React Router's preloads or module script as it was", () => {
    expect(rewriteShell("<html><head></head><body>no scripts</body></html>", NONCE)).toBeNull();
    expect(rewriteShell(SHELL.replace(/<link rel="modulepreload"[^>]*>/g, ""), NONCE)).toBeNull();
  });

  it("gives the same page however the stream is cut, and passes what follows the shell unchanged", async () => {
    const whole = SHELL + STREAMED;
    const expected = rewriteShell(SHELL, NONCE)! + STREAMED;
    expect(await rewrite([whole])).toBe(expected);
    const cuts = [7, 64, 150, SHELL.indexOf('type="module"') + 3, SHELL.length - 4, SHELL.length + 10];
    const pieces = cuts.map((cut, i) => whole.slice(i === 0 ? 0 : cuts[i - 1], cut)).concat(whole.slice(cuts.at(-1)));
    expect(await rewrite(pieces)).toBe(expected);
  });

  it("keeps a character split between chunks whole", async () => {
    const page = SHELL.replace("Hello", "Celebrate ₹500") + STREAMED;
    const bytes = Buffer.from(page);
    const split = bytes.indexOf(Buffer.from("₹")) + 1;
    const out = await text(Readable.from([bytes.subarray(0, split), bytes.subarray(split)]).pipe(scriptsAfterPaint(NONCE)));
    expect(out).toContain("Celebrate ₹500");
  });

  it("passes a page without the module script through whole at its end", async () => {
    const page = "<html><head></head><body>plain</body></html>";
    expect(await rewrite([page.slice(0, 10), page.slice(10)])).toBe(page);
  });
});
