export { generateCatalogueImages } from "./generate.ts";
export { ART_STAMP_PATH, ART_VERSION, artStamp } from "./art-stamp.ts";
export { heroSvg, logoSvg } from "./art.ts";
export { compositionSvg } from "./draw.ts";
