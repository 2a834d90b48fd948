export { generateCatalogueImages, ART_VERSION } from "./generate.ts";
export { pictureSvg, logoSvg } from "./art.ts";
