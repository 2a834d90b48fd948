import path from "node:path";
import { OFFERING_SEEDS, VENDORS } from "../index.ts";
import { generateCatalogueImages } from "./generate.ts";

// Draws the catalogue's pictures into a folder: `npm run images -w @utsav/catalogue -- ./data/public`.
const publicDir = path.resolve(process.argv[2] ?? "data/public");
const result = await generateCatalogueImages({ publicDir, vendors: VENDORS, offerings: OFFERING_SEEDS, log: console.warn });
console.warn(result.skipped ? `Pictures in ${publicDir} are up to date` : `Wrote ${result.pictures} pictures to ${publicDir}`);
