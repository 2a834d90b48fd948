import { z } from "zod";

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
