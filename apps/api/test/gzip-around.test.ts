import { randomBytes } from "node:crypto";
import { deflateRawSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipAround, gzipWith } from "../src/platform/http/gzip-around.ts";

// A kept page's gzip, compressed once around its nonce's places (platform/http/gzip-around.ts, docs/decisions/0084):
// Node's own gunzip reads every response, checking its CRC-32 and length, with the response's word in every place.

const RENDER = "rEnDeRnOnCe0123456789==";
const page = (nonce: string, text: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><script nonce="${nonce}">start()</script></head><body>${text}` +
  `<script nonce="${nonce}">window.__ctx={"nonce":"${nonce}"}</script></body></html>`;

const roundTrip = (text: string, word: string, next: string) => gunzipSync(gzipWith(gzipAround(text, word), next)).toString("utf8");
/** Another word of the same length in bytes, as every CSP nonce is. */
const sameLength = (word: string) => randomBytes(word.length).toString("base64").slice(0, word.length);

describe("gzip around a word", () => {
  it("gives each response the text with its own word in every place, compressed once", () => {
    const body = "<p>Diwali hampers, brass diyas and marigold garlands for Bengaluru</p>".repeat(400);
    const pieces = gzipAround(page(RENDER, body), RENDER);
    expect(pieces.plain).toHaveLength(4);
    for (const nonce of [sameLength(RENDER), "b/c+d9XyZ0123456789ab=="]) {
      const gz = gzipWith(pieces, nonce);
      expect(gunzipSync(gz).toString("utf8")).toBe(page(nonce, body));
      expect(gz.length).toBeLessThan(page(nonce, body).length / 10);
    }
  });

  it("refers back across the word's places, where pieces compressed apart would each repeat the others", () => {
    // Pieces that repeat one another: compressed apart, each would carry the whole phrase again.
    const phrase = (n: number) => `<li class="offering-card">Brass diya hamper ${n}, marigold garland, kaju katli box</li>`;
    const text = Array.from({ length: 60 }, (_, n) => `${phrase(n)}<script nonce="${RENDER}">hydrate(${n})</script>`).join("");
    const pieces = gzipAround(text, RENDER);
    expect(pieces.wordBytes).toBe(RENDER.length);
    const nonce = sameLength(RENDER);
    const gz = gzipWith(pieces, nonce);
    expect(gunzipSync(gz).toString("utf8")).toBe(text.replaceAll(RENDER, nonce));
    const apart = text.split(RENDER).reduce((n, piece) => n + deflateRawSync(piece, { level: 9 }).length, 0);
    expect(pieces.bytes).toBeLessThan(apart / 2);
    // Each response's nonce goes in uncompressed: 60 × 23 bytes and a stored block's 5-byte head.
    expect(gz.length).toBeLessThan(pieces.bytes + 60 * (RENDER.length + 5) + 40);
  });

  it("takes the word at the very start and end, twice in a row, or nowhere", () => {
    expect(roundTrip(`${RENDER}middle${RENDER}`, RENDER, sameLength(RENDER))).toMatch(/^.{23}middle.{23}$/);
    const twice = sameLength(RENDER);
    expect(roundTrip(`a${RENDER}${RENDER}b`, RENDER, twice)).toBe(`a${twice}${twice}b`);
    // Without a place, no word goes in, whatever its length.
    expect(roundTrip("no word here", RENDER, "x")).toBe("no word here");
    expect(roundTrip("", RENDER, "x")).toBe("");
  });

  it("refuses a word of another length where the pieces refer across its places", () => {
    const pieces = gzipAround(page(RENDER, "<p>Sweets</p>".repeat(100)), RENDER);
    expect(() => gzipWith(pieces, "short")).toThrow(/23 bytes, not 5/);
  });

  it("keeps text beyond a deflate window and outside ASCII, and a word longer than one stored block", () => {
    const long = "ದೀ".repeat(40_000);
    const text = `${randomBytes(90_000).toString("base64")}₹ ಬೆಂಗಳೂರು ${long} दीवाली ${randomBytes(70_000).toString("hex")}${long}.`;
    const other = "ಬೆ".repeat(40_000);
    expect(Buffer.byteLength(other)).toBe(Buffer.byteLength(long));
    expect(roundTrip(text, long, other)).toBe(text.replaceAll(long, other));
  });

  it("refuses an empty word, which has no places", () => {
    expect(() => gzipAround("text", "")).toThrow(/empty/);
  });
});
