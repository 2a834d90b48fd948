import { SITE_PICTURES } from "../site-pictures.ts";

// What the picture generator records once it has drawn everything (light: no image library), so the server, the
// copy into object storage and tests read the same stamp the generator writes.

/** Bump when the art changes, so existing installs redraw their pictures. */
export const ART_VERSION = "6";

/** Where the generator writes its stamp, under the public folder. */
export const ART_STAMP_PATH = "assets/images/.art-version";

/** The stamp of a folder holding every picture of `offeringCount` offerings and of the site, at this art version. */
export const artStamp = (offeringCount: number): string => `${ART_VERSION}:${offeringCount}:${SITE_PICTURES.length}`;
