import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LOGO_ICONS, logoSvg } from "../src/images/art.ts";
import { composeOffering } from "../src/images/compose.ts";
import { altText, compositionKey } from "../src/images/composition.ts";
import type { Composition } from "../src/images/composition.ts";
import { compositionSvg } from "../src/images/draw.ts";
import { generateCatalogueImages } from "../src/images/generate.ts";
import { cataloguePictureFiles } from "../src/images/placeholders.ts";
import { hasIcon } from "../src/images/icons.ts";
import { ALL_ICONS } from "../src/images/vocabulary.ts";
import {
  blogPicture,
  CATALOGUE,
  OFFERING_SEEDS,
  offeringComposition,
  SITE_PICTURES,
  sitePicture,
  VENDORS,
  vendorsPagePicture,
} from "../src/index.ts";

const seed = (id: string) => OFFERING_SEEDS.find((o) => o.id === id)!;
const composition = (id: string) => offeringComposition(seed(id));
const icons = (c: Composition) => [c.subject.icon, ...c.things.map((t) => t.icon), ...(c.flowers ?? []).map((f) => f.icon)];
const sha = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

describe("what a picture shows (issue 24)", () => {
  it("a sweet is drawn as the sweet its title names, in a box", () => {
    const piece = (id: string) => composition(id).sweets!.map((s) => [s.label, s.piece]);
    expect(piece("NNS1")).toEqual([["besan laddoos", "ball"]]);
    expect(piece("NNS3")).toEqual([["Mysore pak", "square"]]);
    expect(piece("NNS5")).toEqual([["kaju katli", "diamond"]]);
    expect(piece("NNS2")).toEqual([["fig barfi", "diamond"]]);
    expect(piece("NNS4")).toEqual([["coconut burfi", "square"]]);
    expect(piece("NNS9")).toEqual([["chikki squares", "slab"]]);
    expect(piece("NNS11").map(([label]) => label)).toEqual(["besan laddoos", "Mysore pak", "coconut burfi", "kaju katli", "date rolls"]);
    for (const o of OFFERING_SEEDS.filter((o) => o.motif === "sweets")) expect(composition(o.id).scene).toBe("sweets");
  });

  it("a hamper shows the things its description lists, in its container", () => {
    const c = composition("DGC2");
    expect(c.subject.icon).toBe("wrapped-gift");
    expect(c.things.map((t) => t.label)).toEqual(["diyas", "nuts", "kaju katli"]);
    expect(c.things[2]!.sweet?.piece).toBe("diamond");
    expect(composition("DGC27").subject.icon).toBe("basket");
    expect(composition("DGC13").subject.icon).toBe("shopping-bags");
    expect(icons(composition("DGC8"))).toContain("sweet-box");
    expect(composition("DGC8").things[0]!.sweet?.label).toBe("Mysore pak");
    expect(composition("DGP3").things.find((t) => t.icon === "diya-lamp")?.count).toBe(2);
    expect(icons(composition("HWGH1"))).toContain("ice");
    for (const o of OFFERING_SEEDS.filter((o) => o.motif === "hamper")) expect(composition(o.id).things.length).toBeGreaterThan(0);
  });

  it("a lighting offering shows the venue its title names, at night", () => {
    const venues = Object.fromEntries(
      OFFERING_SEEDS.filter((o) => o.motif === "lights").map((o) => [o.id, composition(o.id).subject.icon]),
    );
    expect(venues).toEqual({
      ZS1: "office-building",
      ZS2: "house-with-garden",
      SRD1: "office-building",
      SRD2: "house",
      SRD3: "circus-tent",
      SRD4: "house-with-garden",
      SRD5: "classical-building",
    });
    expect(composition("SRD3").things.map((t) => t.icon)).toContain("red-paper-lantern");
    expect(composition("SRD4").lights).toContain("railing");
    expect(composition("ZS1").night).toBe(true);
  });

  it("a flower decor offering shows the setting its title names", () => {
    const setting = (id: string) => [composition(id).subject.icon, composition(id).garland];
    expect(setting("HKGN1")).toEqual(["hindu-temple", "toran"]);
    expect(setting("HKGN4")).toEqual(["hindu-temple", "toran"]);
    expect(setting("HKGN2")).toEqual(["door", "toran"]);
    expect(setting("SHIVA4")).toEqual(["door", "arch"]);
    expect(setting("SHIVA1")).toEqual(["automobile", "bonnet"]);
    expect(setting("SHIVA3")).toEqual(["couch-and-lamp", "stage"]);
    expect(setting("SHIVA8")).toEqual(["chair", "mandap"]);
    expect(setting("SHIVA2")).toEqual(["basket", "heap"]);
    expect(setting("MFDEC1")).toEqual(["bellhop-bell", "toran"]);
    expect(composition("HKGN1").flowers!.map((f) => f.label)).toEqual(["orange marigolds", "white flowers", "green leaves"]);
  });

  it("says in the alt text what each picture shows, starting with the title", () => {
    for (const o of CATALOGUE.offerings) {
      const pictures = o.images.filter((m) => m.type !== "video");
      expect(pictures[0]!.alt.startsWith(`${o.title}: `)).toBe(true);
      expect(new Set(pictures.map((m) => m.alt)).size).toBe(pictures.length);
    }
    expect(altText("Millet Mysore Pak", composition("NNS3"), 1)).toBe("Millet Mysore Pak: Mysore pak in an open gift box, with grain");
    expect(altText("Apartment Building Serial Lighting", composition("SRD1"), 2)).toBe(
      "Apartment Building Serial Lighting, picture 2: a closer look at the lights on an apartment building",
    );
  });
});

describe("no two offerings share a picture", () => {
  const firsts = OFFERING_SEEDS.map((o) => ({ id: o.id, c: offeringComposition(o) }));

  it("every offering's first picture has its own composition and its own SVG", () => {
    const keys = new Map<string, string>();
    const svgs = new Map<string, string>();
    for (const { id, c } of firsts) {
      const key = sha(compositionKey(c));
      const svg = sha(compositionSvg(c));
      expect(keys.get(key), `${id} composes like ${keys.get(key)}`).toBeUndefined();
      expect(svgs.get(svg), `${id} draws like ${svgs.get(svg)}`).toBeUndefined();
      keys.set(key, id);
      svgs.set(svg, id);
    }
    expect(keys.size).toBe(OFFERING_SEEDS.length);
  });

  it("an offering's pictures differ from one another", () => {
    for (const o of OFFERING_SEEDS) {
      const c = offeringComposition(o);
      const svgs = Array.from({ length: o.imageCount }, (_, i) => sha(compositionSvg(c, i + 1)));
      expect(new Set(svgs).size, o.id).toBe(o.imageCount);
    }
  });
});

describe("pictures are deterministic", () => {
  it("the same offering composes and draws the same way every time", () => {
    for (const id of ["DGC2", "NNS11", "SRD3", "SHIVA8"]) {
      expect(composeOffering(seed(id), ["#123456", "#ABCDEF"])).toEqual(composeOffering(seed(id), ["#123456", "#ABCDEF"]));
      expect(compositionSvg(composition(id), 2)).toBe(compositionSvg(composition(id), 2));
    }
  });

  it("the same SVG encodes to the same bytes", async () => {
    const svg = compositionSvg(composition("NNS3"), 1, 320, 320);
    const encode = () => sharp(Buffer.from(svg)).webp({ quality: 78, effort: 1 }).toBuffer();
    expect(sha(await encode())).toBe(sha(await encode()));
  });

  it("a vendor's colours change the picture, not what it shows", () => {
    const a = composeOffering(seed("DGC2"), ["#000000", "#FFFFFF"]);
    const b = composeOffering(seed("DGC2"), ["#FFFFFF", "#000000"]);
    expect(a.things).toEqual(b.things);
    expect(compositionSvg(a)).not.toBe(compositionSvg(b));
  });
});

describe("the icon set", () => {
  it("has every icon the pictures, the site pictures and the logos use", () => {
    const used = new Set([
      ...ALL_ICONS,
      ...firstIcons(),
      ...SITE_PICTURES.flatMap((p) => icons(p.composition)),
      ...Object.values(LOGO_ICONS),
      ...["ribbon", "white-large-square", "orange-circle", "brown-circle", "orange-square", "brown-square", "large-orange-diamond"],
      ...["small-orange-diamond", "green-circle", "red-circle", "yellow-circle", "flashlight", "red-triangle-pointed-down"],
    ]);
    used.delete("sweet-box");
    expect([...used].filter((name) => !hasIcon(name))).toEqual([]);
  });

  it("credits the set in every SVG it draws", () => {
    expect(compositionSvg(composition("ZS1"))).toContain("Fluent Emoji Flat, © Microsoft Corporation, MIT licence");
    expect(logoSvg("Deepam Gifts & Decor", ["#000000", "#ffffff"], "diya-lamp")).toContain("MIT licence");
  });

  it("gives each catalogue vendor a logo of its trade", () => {
    expect(Object.keys(LOGO_ICONS).sort()).toEqual(VENDORS.map((v) => v.key).sort());
  });
});

function firstIcons(): string[] {
  return OFFERING_SEEDS.flatMap((o) => icons(offeringComposition(o)));
}

describe("site pictures", () => {
  it("are 3:2 pictures in AVIF and WebP at every width, each with its alt text", () => {
    const picture = blogPicture("flower-decor-lead-times")!;
    expect(picture).toMatchObject({ width: 960, height: 640, alt: expect.stringContaining("arch of marigolds") });
    expect(picture.url).toBe("/assets/images/site/blog-flower-decor-lead-times/1-640.webp");
    expect(picture.srcSet!.avif).toContain("/assets/images/site/blog-flower-decor-lead-times/1-320.avif 320w");
    expect(vendorsPagePicture("Verified badge")?.alt).toBe("A shield with a check mark and a medal");
    expect(sitePicture("no-such-picture")).toBeNull();
    expect(new Set(SITE_PICTURES.map((p) => p.key)).size).toBe(SITE_PICTURES.length);
  });
});

describe("drawing the pictures (issue 38)", () => {
  it("writes every file the server waits for, each whole, under the name a page asks for", async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), "utsav-pictures-"));
    try {
      const offerings = [seed("NNS3")];
      const vendors = VENDORS.filter((v) => v.key === "nanna-naturals");
      await generateCatalogueImages({ publicDir, vendors, offerings });
      const written = (await readdir(publicDir, { recursive: true })).map((file) => `/${file.split(path.sep).join("/")}`);
      const expected = [...cataloguePictureFiles(vendors, offerings).keys()];
      expect(expected.filter((file) => !written.includes(file))).toEqual([]);
      expect(written.filter((file) => file.endsWith(".partial"))).toEqual([]);
      const card = await sharp(path.join(publicDir, CATALOGUE.offerings.find((o) => o.id === "NNS3")!.images[0]!.url)).metadata();
      expect([card.format, card.width, card.height]).toEqual(["webp", 640, 640]);
    } finally {
      await rm(publicDir, { recursive: true, force: true });
    }
  }, 60_000);
});
