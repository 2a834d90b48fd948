import { createHash, randomBytes } from "node:crypto";
import { pagePaths, VENDOR_WEB_LINK, VENDOR_WEB_LINK_COPY } from "@utsav/domain";
import type { VendorWebLink } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { AccountRepository } from "./account-repository.ts";
import type { AuthService } from "./auth-service.ts";
import type { WebLinkRepository } from "./web-link-repository.ts";

// The app opens the web's vendor pages signed in (docs/decisions/0072; OWASP ASVS 5.0 V7.2): it asks, with its bearer
// token, for a link that carries a one-time code, never the token; the site redeems the code for a new cookie session.

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export class VendorWebLinks {
  constructor(
    private readonly links: WebLinkRepository,
    private readonly accounts: AccountRepository,
    private readonly auth: AuthService,
  ) {}

  /** A link to `next` (an allowed page, checked by the route's schema) for this vendor: 256 random bits, stored hashed. */
  async mint(userId: string, next: string): Promise<VendorWebLink> {
    const code = randomBytes(32).toString("base64url");
    await this.links.add(sha256(code), userId, next, VENDOR_WEB_LINK.ttlSeconds);
    return { url: pagePaths.vendorContinue(code) };
  }

  /**
   * Uses the code once and starts a new session of its vendor, replacing whatever session the browser had. A code used
   * before, expired, never made, or of an account no longer a vendor's, gets one answer (410) that tells nothing more.
   */
  async redeem(code: string, previousToken?: string): Promise<{ next: string; token: string; maxAgeSeconds: number }> {
    const link = await this.links.use(sha256(code));
    const user = link ? await this.accounts.userById(link.userId) : null;
    if (!link || !user || user.userType !== "vendor" || user.deletedAt) {
      throw new HttpError(410, VENDOR_WEB_LINK_COPY.codeRefused, "LINK_USED_OR_EXPIRED");
    }
    const { token, maxAgeSeconds } = await this.auth.startSession(user, previousToken);
    return { next: link.next, token, maxAgeSeconds };
  }
}
