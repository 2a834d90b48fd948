import { paths } from "../../lib/paths";

/**
 * Where /login returns once signed in: its `redirect` query parameter when that is a path on this site, else /
 * (application §2). Only a single "/" followed by a path is taken: "//host" and "/\host" are read by browsers as
 * another site, and tabs or line breaks are dropped from URLs ("/\t/host" becomes "//host"), so anything with
 * them is ignored, as is anything that is not a path at all.
 */
export function returnPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith("/") || redirect.startsWith("//")) return paths.home();
  if ([...redirect].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return paths.home();
  const base = "http://same.site";
  const url = new URL(redirect, base);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved first: "/..//host" would become "//host" again.
  return url.origin === base && !path.startsWith("//") ? path : paths.home();
}
