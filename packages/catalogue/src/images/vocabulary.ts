import type { Garland, LightKind, SweetKind, Thing } from "./composition.ts";

// The words of an offering that name something a picture can show, and what shows it. Every label says what the
// icon depicts, not more: peanuts are 'peanuts', a chestnut stands for 'nuts', a recoloured circle is a 'laddoo'
// only because the alt text says so (catalogue §2 allows pictures to differ from the product a little).

export interface Word<T> {
  match: RegExp;
  value: T;
}

const thing = (icon: string, label: string, extra: Partial<Thing> = {}): Thing => ({ icon, label, ...extra });

/** Sweets by name, most specific first; each is drawn from circles, squares and diamonds of the set. */
export const SWEET_WORDS: Word<SweetKind>[] = [
  { match: /kaju katli|katli/, value: { label: "kaju katli", piece: "diamond", colour: "#EFE0C2", topping: "silver" } },
  { match: /kaju roll/, value: { label: "kaju rolls", piece: "roll", colour: "#EBD6B0", topping: "pistachio" } },
  { match: /mysore pak/, value: { label: "Mysore pak", piece: "square", colour: "#F2B43C", topping: "pores" } },
  { match: /anjeer|fig barfi/, value: { label: "fig barfi", piece: "diamond", colour: "#9A5B4B", topping: "nuts" } },
  { match: /coconut[\w\s-]*burfi/, value: { label: "coconut burfi", piece: "square", colour: "#D39A57" } },
  { match: /badam barfi|kesar pista/, value: { label: "barfi", piece: "square", colour: "#F4DCA6", topping: "pistachio" } },
  { match: /barfi|burfi|mithai/, value: { label: "barfi", piece: "square", colour: "#F3D7A4", topping: "pistachio" } },
  { match: /gulkand[\w\s-]*laddoo|coconut laddoo/, value: { label: "coconut laddoos", piece: "ball", colour: "#F7F2E6", topping: "rose" } },
  { match: /ellu unde|sesame laddoo|ragi sesame/, value: { label: "sesame laddoos", piece: "ball", colour: "#4E3B32" } },
  { match: /dry[- ]fruit laddoo|no-sugar/, value: { label: "dry-fruit laddoos", piece: "ball", colour: "#8A5A2E", topping: "nuts" } },
  { match: /motichoor/, value: { label: "motichoor laddoos", piece: "ball", colour: "#FF9A1F" } },
  { match: /laddoo|laddu/, value: { label: "besan laddoos", piece: "ball", colour: "#E9A63A" } },
  { match: /chikki/, value: { label: "chikki squares", piece: "slab", colour: "#C98B3B", topping: "nuts" } },
  { match: /date roll|date delight/, value: { label: "date rolls", piece: "roll", colour: "#5C3A21", topping: "nuts" } },
  { match: /\bsweets\b/, value: { label: "sweets", piece: "square", colour: "#F3D7A4", topping: "pistachio" } },
];

const GREY_STONE = { "#00a6ed": "#8C8C8C", "#0074ba": "#6E6E6E", "#83cbff": "#B5B5B5" };

/** Things gathered in hampers, kits and gift sets. */
export const THING_WORDS: Word<Thing>[] = [
  { match: /\bdiyas?\b|vilakku|\blamps?\b/, value: thing("diya-lamp", "diyas") },
  { match: /candles?\b/, value: thing("candle", "candles") },
  { match: /chocolate|truffle|praline|brownie/, value: thing("chocolate-bar", "chocolate") },
  { match: /cookie|biscuit|nankhatai|shortbread|biscotti|kodubale/, value: thing("cookie", "cookies") },
  { match: /coffee/, value: thing("hot-beverage", "a cup of coffee") },
  { match: /teapot|infuser/, value: thing("teapot", "a teapot") },
  { match: /\bteas?\b|chai|kahwa/, value: thing("teacup-without-handle", "a cup of tea") },
  { match: /honey/, value: thing("honey-pot", "honey") },
  { match: /peanut/, value: thing("peanuts", "peanuts") },
  { match: /cashew|almond|pistachio|walnut|\bnuts\b|dry fruit|dry-fruit|raisin/, value: thing("chestnut", "nuts") },
  { match: /coconut/, value: thing("coconut", "a coconut") },
  { match: /millet|ragi/, value: thing("sheaf-of-rice", "grain") },
  { match: /whisky stones|soapstone/, value: thing("ice", "whisky stones", { recolour: GREY_STONE }) },
  { match: /champagne|sparkling/, value: thing("bottle-with-popping-cork", "a bottle") },
  { match: /flutes?\b/, value: thing("clinking-glasses", "glasses") },
  { match: /cocktail|\bgin\b/, value: thing("cocktail-glass", "a cocktail glass") },
  { match: /tumblers?|highball|crystal|decanter/, value: thing("tumbler-glass", "glasses") },
  { match: /roses?\b|petals/, value: thing("rose", "roses") },
  { match: /marigold/, value: thing("rosette", "orange flowers") },
  { match: /tulsi|jade|plants?\b/, value: thing("potted-plant", "a potted plant") },
  { match: /seed/, value: thing("seedling", "a seedling") },
  { match: /\bbells?\b/, value: thing("bell", "a bell") },
  { match: /cheese/, value: thing("cheese-wedge", "cheese") },
  { match: /olives/, value: thing("olive", "olives") },
  { match: /\bjam\b|\bjars?\b|chyawanprash|\bghee\b|\boils?\b/, value: thing("jar", "a jar") },
  { match: /soaps?\b/, value: thing("soap", "soap") },
  { match: /face oil|massage oil|skincare|lotion/, value: thing("lotion-bottle", "a lotion bottle") },
  { match: /bath salts/, value: thing("salt", "bath salts") },
  { match: /stoles?\b|scarf/, value: thing("scarf", "a stole") },
  { match: /channapatna|dolls?\b|toys?\b/, value: thing("nesting-dolls", "wooden dolls") },
  { match: /booties/, value: thing("socks", "booties") },
  { match: /feeding|baby/, value: thing("baby-bottle", "a baby bottle") },
  { match: /plum cake|stollen|\bcake\b/, value: thing("shortcake", "cake") },
  { match: /kumkum|\bbowls?\b/, value: thing("bowl-with-spoon", "bowls") },
  { match: /kalash/, value: thing("amphora", "a pot") },
  { match: /wreath|\bpine\b(?![- ]wood)|christmas/, value: thing("christmas-tree", "a Christmas tree") },
  { match: /\bstar\b/, value: thing("star", "a star") },
  { match: /birthday/, value: thing("balloon", "a balloon") },
  { match: /photo frame|framed|frame\b/, value: thing("framed-picture", "a framed picture") },
  { match: /diary|notebook|storybook|booklet/, value: thing("notebook", "a notebook") },
  { match: /\bpens?\b|pencils/, value: thing("pen", "a pen") },
  { match: /sticky notes/, value: thing("spiral-notepad", "a notepad") },
  { match: /mouse pad|wireless charg/, value: thing("computer-mouse", "a computer mouse") },
  { match: /board game/, value: thing("game-die", "a game") },
  { match: /popcorn/, value: thing("popcorn", "popcorn") },
  { match: /fairy lights/, value: thing("sparkles", "twinkling lights") },
  { match: /\bmugs?\b/, value: thing("hot-beverage", "a mug") },
  { match: /\brings?\b/, value: thing("ring", "a ring") },
  { match: /namkeen|mixture|chakli|boondi|khakhra|mathri|snack/, value: thing("rice-cracker", "savoury snacks") },
  { match: /banana/, value: thing("banana", "bananas") },
  { match: /rangoli/, value: thing("artist-palette", "rangoli colours") },
  { match: /cutlery|bar spoon|spoon/, value: thing("spoon", "a spoon") },
  { match: /lanterns?/, value: thing("red-paper-lantern", "paper lanterns") },
  { match: /\bcard\b(?! holder)|greeting/, value: thing("envelope", "a card") },
];

/** What holds a hamper, most specific first; a gift box when nothing else is named. */
export const CONTAINER_WORDS: Word<Thing>[] = [
  { match: /basket|wicker|cane|willow/, value: thing("basket", "a basket") },
  { match: /\btote\b|\bbag\b/, value: thing("shopping-bags", "a tote bag") },
  { match: /crate|kraft|\btins?\b|potli/, value: thing("package", "a kraft box") },
];
export const GIFT_BOX = thing("wrapped-gift", "a gift box");

/** Lighting venues, read from the title first (catalogue §3: each lighting offering names one). */
export const VENUE_WORDS: Word<Thing>[] = [
  { match: /apartment|building/, value: thing("office-building", "an apartment building") },
  { match: /pandal|shamiana/, value: thing("circus-tent", "a pandal tent") },
  { match: /reception hall|\bhall\b/, value: thing("classical-building", "a reception hall") },
  { match: /wedding house|function house/, value: thing("house", "a wedding house") },
  { match: /villa/, value: thing("house-with-garden", "a villa") },
];

/** The strings of lights a lighting offering names, and the lit things drawn with them. */
export const LIGHT_WORDS: Word<{ kind?: LightKind; thing?: Thing }>[] = [
  { match: /serial|drops?\b/, value: { kind: "drops" } },
  { match: /rgb|belts?\b/, value: { kind: "belts" } },
  { match: /fairy|canopy|chaser/, value: { kind: "canopy" } },
  { match: /balcon|railing/, value: { kind: "railing" } },
  { match: /focus|par can/, value: { kind: "beams" } },
  { match: /lanterns?/, value: { thing: thing("red-paper-lantern", "hanging lanterns") } },
  { match: /stars?\b/, value: { thing: thing("glowing-star", "hanging stars") } },
  { match: /\bgate\b/, value: { thing: thing("door", "a lit doorway") } },
];

/** Flower-decor settings, read from the title first, with how the flowers hang there. */
export const SETTING_WORDS: Word<{ subject: Thing; garland: Garland }>[] = [
  { match: /\bcar\b/, value: { subject: thing("automobile", "a wedding car"), garland: "bonnet" } },
  { match: /mandap/, value: { subject: thing("chair", "a mandap with two seats", { count: 2 }), garland: "mandap" } },
  { match: /engagement|reception stage/, value: { subject: thing("couch-and-lamp", "a stage with a sofa"), garland: "stage" } },
  { match: /\bstage\b/, value: { subject: thing("microphone", "a stage with a microphone"), garland: "curtain" } },
  { match: /haldi|seemantham|baby shower/, value: { subject: thing("chair", "a seat"), garland: "curtain" } },
  { match: /reception hall|\bhall\b/, value: { subject: thing("classical-building", "a reception hall"), garland: "arch" } },
  { match: /curtain|backdrop/, value: { subject: thing("diya-lamp", "a photo corner with diyas"), garland: "curtain" } },
  { match: /housewarming|gruhapravesha/, value: { subject: thing("house", "a new home"), garland: "toran" } },
  { match: /mandir|pooja room|pooja/, value: { subject: thing("hindu-temple", "a mandir"), garland: "toran" } },
  { match: /\barch\b/, value: { subject: thing("door", "an entrance"), garland: "arch" } },
  { match: /entrance|toran|door/, value: { subject: thing("door", "an entrance"), garland: "toran" } },
  { match: /lobby/, value: { subject: thing("bellhop-bell", "an office lobby desk"), garland: "toran" } },
  { match: /workspace|office|corporate/, value: { subject: thing("office-building", "an office"), garland: "toran" } },
  { match: /full-home|home/, value: { subject: thing("house-with-garden", "a home"), garland: "toran" } },
  { match: /loose|bulk/, value: { subject: thing("basket", "a basket"), garland: "heap" } },
];

/** Flowers by name; the label says what the icon shows. */
export const FLOWER_WORDS: Word<Thing>[] = [
  { match: /marigold|kanakambara/, value: thing("rosette", "orange marigolds") },
  { match: /jasmine|mallige/, value: thing("blossom", "white flowers") },
  { match: /roses?\b/, value: thing("rose", "roses") },
  { match: /orchids?/, value: thing("cherry-blossom", "pink flowers") },
  { match: /gerbera|carnation/, value: thing("hibiscus", "bright pink flowers") },
  { match: /mango[- ]leaf|mango leaves|banana stem|leaves/, value: thing("leaf-fluttering-in-wind", "green leaves") },
];

/** Every value of every table (tests check each icon exists in the set). */
export const ALL_ICONS: string[] = [
  ...THING_WORDS.map((w) => w.value.icon),
  ...CONTAINER_WORDS.map((w) => w.value.icon),
  GIFT_BOX.icon,
  ...VENUE_WORDS.map((w) => w.value.icon),
  ...LIGHT_WORDS.flatMap((w) => (w.value.thing ? [w.value.thing.icon] : [])),
  ...SETTING_WORDS.map((w) => w.value.subject.icon),
  ...FLOWER_WORDS.map((w) => w.value.icon),
];

/** The first value whose words appear in the text. */
export function findFirst<T>(words: readonly Word<T>[], text: string): T | undefined {
  return words.find((w) => w.match.test(text))?.value;
}

/** How many of a thing the text asks for: 'a pair of', 'two', 'three' before any mention of its name. */
export function countBefore(text: string, match: RegExp): number {
  let count = 1;
  for (const found of text.matchAll(new RegExp(match.source, "g"))) {
    const before = text.slice(Math.max(0, found.index - 40), found.index);
    if (/(three|trio|twelve|dozen|six)\b[^,.:]*$/.test(before)) count = Math.max(count, 3);
    else if (/(pair of|two|2)\b[^,.:]*$/.test(before) || /^[\w\s-]{0,12}\bpair\b/.test(text.slice(found.index + found[0].length)))
      count = Math.max(count, 2);
  }
  return count;
}
