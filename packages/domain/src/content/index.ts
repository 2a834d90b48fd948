// The site's own pages (docs/decisions/0066): data and words only; no schemas, since no API serves them.
export * from "./client.ts";
