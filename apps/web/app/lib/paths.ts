/**
 * The paths a consumer's pages link to, built in one place (STYLE.md): the registry of packages/domain, which the
 * app and the API's messages use too. The vendor's work lists and the console are in work-paths.ts, so the
 * storefront's pages do not carry them. The API's own paths are in @utsav/api-client.
 */
export { storefrontPagePaths as paths } from "@utsav/domain/client";
