/**
 * The vendor area's and the operations console's paths are in the one registry of packages/domain, with every
 * other page's (lib/paths.ts); `workPaths` is that registry under the name those pages' code calls it by.
 */
export { pagePaths as workPaths } from "@utsav/domain/client";
