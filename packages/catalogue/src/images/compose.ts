import type { OfferingSeed } from "../types.ts";
import type { Composition, LightKind, SweetKind, Thing } from "./composition.ts";
import {
  CONTAINER_WORDS,
  countBefore,
  findFirst,
  FLOWER_WORDS,
  GIFT_BOX,
  LIGHT_WORDS,
  SETTING_WORDS,
  SWEET_WORDS,
  THING_WORDS,
  VENUE_WORDS,
} from "./vocabulary.ts";
import type { Word } from "./vocabulary.ts";
import { lookFor } from "./looks.ts";
import { nth } from "./nth.ts";

// Chooses what an offering's pictures show from its own words: the title names the main thing (the sweet, the
// venue, the setting), the one-line summary lists what comes with it, and the 'What's Included' list adds to it
// when the summary names too little.

const MAX_THINGS = 5;

/** The words of an offering, lower-cased: title, summary and what it includes. */
export function offeringText(seed: Pick<OfferingSeed, "title" | "summary" | "description">) {
  const included = seed.description
    .filter((section) => /included|details|packages/i.test(section.title))
    .flatMap((section) => section.items)
    .filter((item) => !/gift note|may differ|size:|best before/i.test(item))
    .join(". ");
  return { title: seed.title.toLowerCase(), summary: seed.summary.toLowerCase(), included: included.toLowerCase() };
}

/** Values of a table in the order their words first appear in the text. */
function inTextOrder<T>(words: readonly Word<T>[], text: string): { value: T; match: RegExp }[] {
  return words
    .map((w) => ({ value: w.value, match: w.match, at: text.search(w.match) }))
    .filter((found) => found.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ value, match }) => ({ value, match }));
}

const sweetThing = (kind: SweetKind): Thing => ({ icon: "sweet-box", label: kind.label, sweet: kind });

/** The sweets a text names, each once: a list is read part by part, so 'coconut burfi' is not also 'barfi'. */
export function sweetsIn(text: string): SweetKind[] {
  const kinds = text
    .split(/[,:;]| and /)
    .map((part) => findFirst(SWEET_WORDS, part))
    .filter((kind): kind is SweetKind => kind !== undefined);
  const specific = kinds.filter((kind) => kind.label !== "sweets");
  const chosen = specific.length > 0 ? specific : kinds;
  return chosen.filter((kind, i) => chosen.findIndex((other) => other.label === kind.label) === i);
}

/** The things a text lists, in its order, with sweets as small boxes and counts from 'a pair of', 'two'. */
export function thingsIn(text: string, limit = MAX_THINGS): Thing[] {
  const things = inTextOrder(THING_WORDS, text).map(({ value, match }) => {
    const count = countBefore(text, match);
    return count > 1 ? { ...value, count } : value;
  });
  const sweets = sweetsIn(text).map(sweetThing);
  const firstSweetAt = text.search(/katli|laddoo|laddu|barfi|burfi|mysore pak|sweets|mithai|chikki|kaju roll/);
  const merged = firstSweetAt < 0 ? things : insertAt(things, sweets, text, firstSweetAt);
  return merged.filter((t, i) => merged.findIndex((other) => other.label === t.label) === i).slice(0, limit);
}

function insertAt(things: Thing[], sweets: Thing[], text: string, at: number): Thing[] {
  const before = things.filter((t) => {
    const word = THING_WORDS.find((w) => w.value.icon === t.icon && w.value.label === t.label);
    return word ? text.search(word.match) < at : false;
  });
  return [...before, ...sweets, ...things.filter((t) => !before.includes(t))];
}

function sweetsComposition(seed: OfferingSeed, palette: readonly [string, string]): Composition {
  const { title, summary, included } = offeringText(seed);
  const named = findFirst(SWEET_WORDS, title);
  const sweets = named && named.label !== "sweets" ? [named] : sweetsIn(`${summary}, ${included}`);
  const ingredients = inTextOrder(
    THING_WORDS.filter((w) => ["coconut", "peanuts", "chestnut", "sheaf-of-rice", "rose"].includes(w.value.icon)),
    `${title} ${summary}`,
  ).map(({ value }) => value);
  return { scene: "sweets", subject: { icon: "ribbon", label: "a ribbon" }, sweets, things: ingredients.slice(0, 2), palette };
}

function arrangementComposition(seed: OfferingSeed, palette: readonly [string, string]): Composition {
  const { title, summary, included } = offeringText(seed);
  const container = findFirst(CONTAINER_WORDS, `${title} ${summary}`) ?? GIFT_BOX;
  let things = thingsIn(`${title}. ${summary}`);
  if (things.length < 3) things = thingsIn(`${title}. ${summary}. ${included}`);
  // A card comes with nearly every hamper; it is drawn only where the offering makes something of it.
  if (!/\bcard\b/.test(`${title} ${summary}`)) things = things.filter((t) => t.icon !== "envelope");
  if (seed.motif === "office") {
    const subject = /kit/.test(title)
      ? { icon: "package", label: "a decor kit box" }
      : { icon: "desktop-computer", label: "an office desk" };
    return { scene: "arrangement", subject, things: thingsIn(`${summary}. ${included}`), bunting: true, palette };
  }
  return { scene: "arrangement", subject: container, things: things.filter((t) => t.icon !== container.icon), palette };
}

function lightsComposition(seed: OfferingSeed, palette: readonly [string, string]): Composition {
  const { title, summary } = offeringText(seed);
  const subject = findFirst(VENUE_WORDS, title) ?? findFirst(VENUE_WORDS, summary) ?? { icon: "house", label: "a house" };
  const found = inTextOrder(LIGHT_WORDS, summary).map(({ value }) => value);
  const lights = found.flatMap((f) => (f.kind ? [f.kind] : []));
  const things = found.flatMap((f) => (f.thing ? [f.thing] : []));
  return { scene: "lights", subject, lights: lights.length > 0 ? lights : (["drops"] satisfies LightKind[]), things, night: true, palette };
}

const FLOWER_EXTRAS = ["sparkles", "ring", "red-paper-lantern", "diya-lamp", "candle"];

function flowersComposition(seed: OfferingSeed, palette: readonly [string, string]): Composition {
  const { title, summary, included } = offeringText(seed);
  const setting = findFirst(SETTING_WORDS, title) ??
    findFirst(SETTING_WORDS, summary) ?? { subject: { icon: "door", label: "an entrance" }, garland: "toran" as const };
  const found = inTextOrder(FLOWER_WORDS, `${title} ${summary}`).map(({ value }) => value);
  const flowers = found.length > 0 ? found : [nth(FLOWER_WORDS, 0).value];
  const extrasText = seed.motif === "decor" ? `${summary}. ${included}` : summary;
  const things = thingsIn(extrasText).filter((t) => FLOWER_EXTRAS.includes(t.icon) && t.icon !== setting.subject.icon);
  return { scene: "flowers", subject: setting.subject, garland: setting.garland, flowers, things: things.slice(0, 3), palette };
}

function sceneOf(seed: OfferingSeed, palette: readonly [string, string]): Composition {
  switch (seed.motif) {
    case "sweets":
      return sweetsComposition(seed, palette);
    case "lights":
      return lightsComposition(seed, palette);
    case "flowers":
    case "decor":
      return flowersComposition(seed, palette);
    default:
      return arrangementComposition(seed, palette);
  }
}

/**
 * What an offering's pictures show, from its motif and words, in its vendor's colours, with the look of its
 * position in the catalogue (looks.ts).
 */
export function composeOffering(seed: OfferingSeed, palette: readonly [string, string], position = 0): Composition {
  return { ...sceneOf(seed, palette), look: lookFor(position) };
}
