import { workPaths } from "../../lib/work-paths";

// Where the console's sign-in returns (docs/decisions/0043): the page the operator was on when the session ended (the
// 15-minute idle timeout) or asked for before signing in, carried in /ops/login?redirect=.

const SIGNING_IN_OR_OUT = /^\/ops\/log(in|out)\/?$/;

/**
 * The page of the console to return to: `path`, already checked to be a path of this site (accounts' returnPath), when
 * it is a page of the console other than signing in or out; else the console's overview. A shopper's or a vendor's page
 * is never a console sign-in's destination.
 */
export function opsReturnPath(path: string): string {
  const { pathname } = new URL(path, "http://same.site");
  const inConsole = pathname === workPaths.ops() || pathname.startsWith(`${workPaths.ops()}/`);
  return inConsole && !SIGNING_IN_OR_OUT.test(pathname) ? path : workPaths.ops();
}

/** The page a console request was for, to come back to after signing in; none for the overview, where sign-in goes anyway. */
export function opsPageOf(requestUrl: string): string | undefined {
  const url = new URL(requestUrl);
  const page = `${url.pathname}${url.search}`;
  return opsReturnPath(page) === workPaths.ops() ? undefined : page;
}
