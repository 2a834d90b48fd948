import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compositionSvg } from "../src/images/draw.ts";
import { OFFERING_SEEDS, offeringComposition } from "../src/index.ts";

// Pictures that differ by a few pixels still look like the same picture to a shopper scrolling a grid of cards.
// A difference hash (dHash) sees what a glance sees: the picture shrunk to 9×8 in grey, one bit per neighbouring
// pair of pixels (is the left one brighter?). Two offerings' first pictures within 6 of 64 bits are near twins.

const NEAR = 6;
const GOAL = 140;

/** The 64-bit difference hash of an SVG, rasterised small (the hash looks at 9×8 pixels anyway). */
async function dHash(svg: string): Promise<bigint> {
  const pixels = await sharp(Buffer.from(svg)).resize(9, 8, { fit: "fill" }).greyscale().raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
  return hash;
}

function distance(a: bigint, b: bigint): number {
  let bits = a ^ b;
  let count = 0;
  for (; bits > 0n; bits >>= 1n) count += Number(bits & 1n);
  return count;
}

describe("a shopper tells offerings apart by their first pictures (issue 38)", () => {
  it(`at least ${GOAL} of the offerings' first pictures have no near twin under a perceptual hash`, async () => {
    const hashes = await Promise.all(
      OFFERING_SEEDS.map(async (o) => ({ id: o.id, hash: await dHash(compositionSvg(offeringComposition(o), 1, 72, 72)) })),
    );
    const twins = hashes.filter((a) => hashes.some((b) => b.id !== a.id && distance(a.hash, b.hash) <= NEAR));
    const distinct = hashes.length - twins.length;
    console.warn(`${distinct} of ${hashes.length} first pictures have no near twin (dHash, distance ≤ ${NEAR})`);
    expect(distinct, `near twins: ${twins.map((t) => t.id).join(", ")}`).toBeGreaterThanOrEqual(GOAL);
  }, 60_000);
});
