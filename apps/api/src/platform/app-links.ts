import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { APP_ID, APP_LINK_PATHS, fail, MESSAGES } from "@utsav/domain";

// The two files with which the site vouches for the native app (docs/decisions/0061), so that an https link to one of
// the app's screens (an SMS, a shared offering) opens the app rather than the browser: Android's Digital Asset Links
// statement and Apple's apple-app-site-association. Both name the same addresses the app's build claims
// (APP_LINK_PATHS). They are the site's, at its root, beside robots.txt; not the API's, so not under /api.

export const ASSET_LINKS_PATH = "/.well-known/assetlinks.json";
export const APPLE_ASSOCIATION_PATH = "/.well-known/apple-app-site-association";

/** Android's statement: the app whose signing certificate has one of these fingerprints handles all the site's links it claims. */
export function assetLinks(fingerprints: readonly string[]) {
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: { namespace: "android_app", package_name: APP_ID, sha256_cert_fingerprints: [...fingerprints] },
    },
  ];
}

/** Apple's association: the app of this team opens these addresses ('*', the one-segment mark, is Apple's own wildcard). */
export function appleAppSiteAssociation(teamId: string) {
  return { applinks: { details: [{ appIDs: [`${teamId}.${APP_ID}`], components: APP_LINK_PATHS.map((path) => ({ "/": path })) }] } };
}

/**
 * Served as the phones fetch them: JSON, at exactly these addresses, without a redirect (Android's verifier and Apple's
 * CDN follow none), cached for an hour. Unconfigured, each answers 404, so no phone trusts an app the site never named.
 */
export async function registerAppLinks(app: FastifyInstance): Promise<void> {
  const { androidCertFingerprints, appleTeamId } = app.config.appLinks;
  const serve = (body: unknown) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (body === null) {
      return reply
        .code(404)
        .send(fail(`${MESSAGES.notFoundRoute}: ${request.method} ${request.url.split("?")[0]}`, { errorCode: "NOT_FOUND" }));
    }
    // A Buffer, so the type stays exactly application/json (a string would get "; charset=utf-8" added).
    return reply
      .code(200)
      .headers({ "content-type": "application/json", "cache-control": "public, max-age=3600" })
      .send(Buffer.from(JSON.stringify(body)));
  };
  // Not API routes: kept out of the OpenAPI document.
  app.get(ASSET_LINKS_PATH, { schema: { hide: true } }, serve(androidCertFingerprints ? assetLinks(androidCertFingerprints) : null));
  app.get(APPLE_ASSOCIATION_PATH, { schema: { hide: true } }, serve(appleTeamId ? appleAppSiteAssociation(appleTeamId) : null));
}
