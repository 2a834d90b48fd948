import type { MediaItem } from "@utsav/domain";
import type { Composition } from "./images/composition.ts";
import { imageItem } from "./media.ts";

// Pictures of the site's own pages: one for each blog article (by its slug) and one for each card of the vendors'
// landing page. They are drawn with the catalogue's pictures, from the same icon set, and served the same way.
// This module is light (data and paths only), so a page may import it; only the generator draws.

/** Site pictures are 3:2; the square scene is shown whole in the middle (fit 'meet'). */
export const SITE_PICTURE_WIDTH = 960;
export const SITE_PICTURE_HEIGHT = 640;
export const SITE_DIR = "/assets/images/site";

export interface SitePicture {
  key: string;
  alt: string;
  composition: Composition;
}

const BRAND = ["#B5179E", "#FFD166"] as const;

export const SITE_PICTURES: readonly SitePicture[] = [
  {
    key: "blog-festive-sweets-for-the-office",
    alt: "An open box of laddoos, kaju katli and burfi",
    composition: {
      scene: "sweets",
      subject: { icon: "ribbon", label: "a ribbon" },
      sweets: [
        { label: "besan laddoos", piece: "ball", colour: "#E9A63A" },
        { label: "kaju katli", piece: "diamond", colour: "#EFE0C2", topping: "silver" },
        { label: "coconut burfi", piece: "square", colour: "#D39A57" },
      ],
      things: [],
      palette: BRAND,
    },
  },
  {
    key: "blog-outdoor-lighting-for-apartments",
    alt: "An apartment building with strings of lights down its front and a glowing balcony railing at night",
    composition: {
      scene: "lights",
      subject: { icon: "office-building", label: "an apartment building" },
      lights: ["drops", "railing"],
      things: [{ icon: "glowing-star", label: "hanging stars" }],
      night: true,
      palette: ["#1D3557", "#FFBE0B"],
    },
  },
  {
    key: "blog-diwali-office-decor-checklist",
    alt: "An office building under a marigold toran, with paper lanterns and a diya",
    composition: {
      scene: "flowers",
      subject: { icon: "office-building", label: "an office" },
      garland: "toran",
      flowers: [
        { icon: "rosette", label: "orange marigolds" },
        { icon: "leaf-fluttering-in-wind", label: "green leaves" },
      ],
      things: [
        { icon: "red-paper-lantern", label: "paper lanterns" },
        { icon: "diya-lamp", label: "a diya" },
      ],
      palette: ["#FF006E", "#8338EC"],
    },
  },
  {
    key: "blog-corporate-hampers-by-budget",
    alt: "A gift box with nuts, kaju katli, a diya and chocolate",
    composition: {
      scene: "arrangement",
      subject: { icon: "wrapped-gift", label: "a gift box" },
      things: [
        { icon: "chestnut", label: "nuts" },
        { icon: "sweet-box", label: "kaju katli", sweet: { label: "kaju katli", piece: "diamond", colour: "#EFE0C2", topping: "silver" } },
        { icon: "diya-lamp", label: "a diya" },
        { icon: "chocolate-bar", label: "chocolate" },
      ],
      palette: ["#6A040F", "#FAA307"],
    },
  },
  {
    key: "blog-flower-decor-lead-times",
    alt: "An entrance framed by an arch of marigolds, white flowers and roses",
    composition: {
      scene: "flowers",
      subject: { icon: "door", label: "an entrance" },
      garland: "arch",
      flowers: [
        { icon: "rosette", label: "orange marigolds" },
        { icon: "blossom", label: "white flowers" },
        { icon: "rose", label: "roses" },
      ],
      things: [],
      palette: ["#E85D04", "#FFBA08"],
    },
  },
  {
    key: "vendors-reach",
    alt: "A city skyline with a megaphone and a phone",
    composition: {
      scene: "arrangement",
      subject: { icon: "cityscape", label: "a city" },
      things: [
        { icon: "megaphone", label: "a megaphone" },
        { icon: "mobile-phone", label: "a phone" },
      ],
      palette: ["#3A0CA3", "#FFD166"],
    },
  },
  {
    key: "vendors-verified-badge",
    alt: "A shield with a check mark and a medal",
    composition: {
      scene: "arrangement",
      subject: { icon: "shield", label: "a shield" },
      things: [
        { icon: "check-mark", label: "a check mark" },
        { icon: "sports-medal", label: "a medal" },
      ],
      palette: ["#2D6A4F", "#F4A261"],
    },
  },
  {
    key: "vendors-bookings-and-leads",
    alt: "A calendar with a phone and a telephone",
    composition: {
      scene: "arrangement",
      subject: { icon: "spiral-calendar", label: "a calendar" },
      things: [
        { icon: "mobile-phone", label: "a phone" },
        { icon: "telephone", label: "a telephone" },
      ],
      palette: ["#B5179E", "#FFD166"],
    },
  },
  {
    key: "vendors-your-own-storefront",
    alt: "A shopfront with a framed photo and a star",
    composition: {
      scene: "arrangement",
      subject: { icon: "convenience-store", label: "a shopfront" },
      things: [
        { icon: "framed-picture", label: "a framed photo" },
        { icon: "star", label: "a star" },
      ],
      palette: ["#E85D04", "#FFBA08"],
    },
  },
];

/** The picture with this key as a media item (AVIF and WebP at every width), or null when there is none. */
export function sitePicture(key: string): MediaItem | null {
  const picture = SITE_PICTURES.find((p) => p.key === key);
  if (!picture) return null;
  return imageItem(`${SITE_DIR}/${key}`, 1, picture.alt, `site-${key}`, SITE_PICTURE_WIDTH, SITE_PICTURE_HEIGHT);
}

/** The picture of a blog article, by its slug. */
export const blogPicture = (slug: string) => sitePicture(`blog-${slug}`);

/** The picture of a card of the vendors' landing page, by the card's title ('Verified badge' → vendors-verified-badge). */
export const vendorsPagePicture = (title: string) => sitePicture(`vendors-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`);
