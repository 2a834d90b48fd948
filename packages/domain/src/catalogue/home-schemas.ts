import { z } from "zod";
import { HOME_SECTIONS } from "./constants.ts";
import { offeringCardSchema } from "./schemas.ts";

// spec: application §2 (Home) and §3 (Hero data, Home data)

export const WIDGET_TYPES = [
  "header",
  "hero",
  "hero_banner",
  "categories",
  "occasions",
  "banners",
  "offerings",
  "explore_section",
  "trust",
  "closing",
] as const;
export const widgetTypeSchema = z.enum(WIDGET_TYPES);

export const homeSectionSchema = z.enum(HOME_SECTIONS);
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const exploreSectionSchema = z.object({ id: homeSectionSchema, displayName: z.string(), route: z.string() });
export type ExploreSection = z.infer<typeof exploreSectionSchema>;

export const richTextSchema = z.object({
  text: z.string(),
  style: z.enum(["normal", "bold", "italic", "highlighted"]),
  color: z.string().optional(),
});

export const heroDataSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  backgroundImage: z.string(),
  buttonText: z.string(),
  buttonAction: z.string(),
  footerText: z.string(),
  rotationInterval: z.number().int().positive(),
  richTextArray: z.array(richTextSchema),
  notifyMe: z.object({
    celebrateText: z.string(),
    titleTopLine: z.string(),
    titleHighlights: z.array(z.string()),
    titleBottomLine: z.string(),
    subtitleText: z.string(),
    highlightInterval: z.number().int().positive(),
    placeholder: z.string(),
    buttonText: z.string(),
  }),
});
export type HeroData = z.infer<typeof heroDataSchema>;

const base = { id: z.string(), title: z.string().nullable(), style: z.string(), isWeb: z.boolean() };

export const headerWidgetSchema = z.object({
  ...base,
  type: z.literal("header"),
  data: z.object({ location: z.string() }),
});
export const exploreWidgetSchema = z.object({
  ...base,
  type: z.literal("explore_section"),
  data: z.object({ exploreSections: z.array(exploreSectionSchema) }),
});
export const heroWidgetSchema = z.object({ ...base, type: z.literal("hero_banner"), data: heroDataSchema });
export const offeringsWidgetSchema = z.object({
  ...base,
  type: z.literal("offerings"),
  data: z.object({
    offerings: z.array(offeringCardSchema),
    totalCount: z.number().int().min(0),
    showSeeAllButton: z.boolean(),
    seeAllButtonText: z.string(),
    displayTexts: z.object({ startingAt: z.string(), viewAll: z.string() }),
    navRef: z.string(),
  }),
});
export const textBlockWidgetSchema = z.object({
  ...base,
  type: z.enum(["trust", "closing", "banners"]),
  data: z.object({ heading: z.string(), subtitle: z.string(), points: z.array(z.string()) }),
});

export const widgetSchema = z.discriminatedUnion("type", [
  headerWidgetSchema,
  exploreWidgetSchema,
  heroWidgetSchema,
  offeringsWidgetSchema,
  textBlockWidgetSchema,
]);
export type Widget = z.infer<typeof widgetSchema>;
export type OfferingsWidget = z.infer<typeof offeringsWidgetSchema>;

export const homeQuerySchema = z.object({ section: homeSectionSchema.optional() });

export const homeDataSchema = z.object({
  title: z.string().nullable(),
  section: homeSectionSchema.nullable(),
  widgets: z.array(widgetSchema),
  showQuickConnect: z.boolean(),
});
export type HomeData = z.infer<typeof homeDataSchema>;

// spec: application §3 "Footer data: sections (title, navRef, links with title and navRef)"
export const footerLinkSchema = z.object({ title: z.string(), navRef: z.string() });
export const footerSectionSchema = z.object({
  title: z.string(),
  navRef: z.string().nullable(),
  links: z.array(footerLinkSchema),
});
export const footerSchema = z.object({
  sections: z.array(footerSectionSchema),
  legalLinks: z.array(footerLinkSchema),
  copyright: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;
