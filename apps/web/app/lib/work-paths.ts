/**
 * The vendor's bookings, leads and briefs and the operations console's paths (the registry of packages/domain),
 * apart from lib/paths.ts so a consumer's pages do not load them.
 */
export { workPagePaths as workPaths } from "@utsav/domain/client";
