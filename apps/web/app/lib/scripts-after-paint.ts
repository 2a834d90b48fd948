import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// The page's scripts start once its main picture has painted (decision 0013). React Router writes two dozen
// module preloads into <head> and a module script that imports the routes; on a phone's slow connection they
// share the line with the hero picture and hold back the first screen, although the server-rendered page needs
// no script to be read. This stream rewrite, on the server's HTML:
// - takes the module preloads out of <head>;
// - empties React Router's module script (the element stays, so hydration finds it) and keeps its text;
// - adds to <head> a small script that, once the document is parsed and the hero picture (the page's
//   fetchpriority="high" image, if any) has loaded and painted, adds the preloads back and runs the module text.
// If the page does not have the expected shape, it passes through unchanged and loads as React Router wrote it.

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">([\s\S]*?)<\/script>/;
/** How long the scripts wait for a hero picture that does not arrive. */
export const HERO_WAIT_MS = 3_000;

/** Runs in the browser (serialized into the page): starts the app's scripts after the first screen has painted. */
function startScriptsAfterPaint(preloads: string[], moduleText: string, nonce: string, heroWaitMs: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // A few preloads per task, then the module script in a task of its own: on a slow phone no step is long.
    const batches: string[][] = [];
    for (let i = 0; i < preloads.length; i += 2) batches.push(preloads.slice(i, i + 2));
    const next = () => {
      const batch = batches.shift();
      if (batch) {
        document.head.insertAdjacentHTML("beforeend", batch.map((href) => `<link rel="modulepreload" href="${href}">`).join(""));
        setTimeout(next);
        return;
      }
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = moduleText;
      document.body.appendChild(script);
    };
    next();
  };
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));
  const whenParsed = () => {
    const hero = document.querySelector<HTMLImageElement>("img[fetchpriority=high]");
    if (!hero || hero.complete) return afterNextPaint();
    hero.addEventListener("load", afterNextPaint, { once: true });
    hero.addEventListener("error", afterNextPaint, { once: true });
    setTimeout(start, heroWaitMs);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenParsed, { once: true });
  else whenParsed();
}

/** JSON that is safe inside an inline <script> (no "</script>", no "<!--"). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** Rewrites one page's shell; null when it does not have React Router's preloads and module script. */
export function rewriteShell(html: string, nonce: string): string | null {
  const headEnd = html.indexOf("</head>");
  const script = MODULE_SCRIPT.exec(html);
  if (headEnd === -1 || !script || script.index < headEnd) return null;
  const head = html.slice(0, headEnd);
  const preloads = [...head.matchAll(PRELOAD)].flatMap((match) => match[1] ?? []);
  if (preloads.length === 0) return null;
  const boot = `<script nonce="${nonce}">(${startScriptsAfterPaint.toString()})(${scriptJson(preloads)}, ${scriptJson(script[2])}, ${scriptJson(nonce)}, ${HERO_WAIT_MS})</script>`;
  const body = html.slice(headEnd);
  return head.replace(PRELOAD, "") + boot + body.replace(MODULE_SCRIPT, `<script$1 type="module" async=""></script>`);
}

/** The stream rewrite: holds the HTML back until React Router's module script has been written, then passes. */
export function scriptsAfterPaint(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held += decoder.write(chunk);
      const script = held.search(/ type="module" async="">/);
      if (script === -1 || held.indexOf("</script>", script) === -1) return callback();
      passing = true;
      callback(null, rewriteShell(held, nonce) ?? held);
    },
    flush(callback) {
      if (passing) return callback();
      const rest = held + decoder.end();
      callback(null, rewriteShell(rest, nonce) ?? rest);
    },
  });
}
