/**
 * Every page's path, built in one place (STYLE.md): the registry of packages/domain, which the app and the API's
 * messages use too. The API's own paths are in @utsav/api-client.
 */
export { pagePaths as paths } from "@utsav/domain/client";
