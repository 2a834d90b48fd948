export { generateCatalogueImages } from "./generate.ts";
export { heroSvg, logoSvg } from "./art.ts";
export { compositionSvg } from "./draw.ts";
