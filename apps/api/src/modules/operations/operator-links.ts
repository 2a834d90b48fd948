import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { REVIEW_MESSAGES } from "@utsav/domain";
import type { OperatorLink } from "@utsav/domain";
import { appMeta, requireRow } from "@utsav/db";
import type { Db } from "@utsav/db";
import { HttpError } from "../../platform/http/http-errors.ts";

// Links to files of personal data (docs/decisions/0020, amended 2026-11-28; OWASP ASVS 5.0 V3.5, V4.1: a GET changes
// nothing, so nothing a page elsewhere makes the browser fetch is done in the operator's name). A POST, behind the
// cross-site check like every POST, writes the audit row and mints the link; the GET serves the file only with a token
// that binds the operator, the exact file and its filters, and a minute's life.

/** How long a link opens its file: enough to show a document or start a download, too short to pass around. */
export const LINK_TTL_SECONDS = 60;
const META_KEY = "operator_link_key";

/** A file's address with its filters: the set ones only, sorted, so the POST and the GET name it alike. */
export function linkResource(path: string, filters: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(filters).sort()) {
    const value = filters[name];
    if (value !== undefined && value !== "") params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export class OperatorLinks {
  private cached: Buffer | null = null;

  constructor(
    private readonly db: Db,
    private readonly configuredSecret?: string,
  ) {}

  /**
   * The HMAC key: derived with HKDF-SHA256 from AUTH_SECRET when it is set, else a random key made once and kept in
   * the database, so every API process on one database shares it (as the sign-in key and the document vault's do).
   */
  private async key(): Promise<Buffer> {
    if (this.cached) return this.cached;
    if (this.configuredSecret) {
      return (this.cached = Buffer.from(hkdfSync("sha256", this.configuredSecret, "utsav-operator-links", "file-links-v1", 32)));
    }
    await this.db
      .insert(appMeta)
      .values({ key: META_KEY, value: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const rows = await this.db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
    return (this.cached = Buffer.from(requireRow(rows, "the key just stored").value, "hex"));
  }

  private async signature(userId: string, resource: string, expires: number): Promise<Buffer> {
    return createHmac("sha256", await this.key())
      .update(`operator-link\n${userId}\n${resource}\n${expires}`)
      .digest();
  }

  /** A link to `resource` (linkResource) for this operator alone, valid for LINK_TTL_SECONDS. */
  async mint(userId: string, resource: string): Promise<OperatorLink> {
    const expires = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
    const token = `${expires}.${(await this.signature(userId, resource, expires)).toString("base64url")}`;
    return { url: `${resource}${resource.includes("?") ? "&" : "?"}token=${token}`, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** Refuses (403) a token that is missing, made for another operator or file, or expired. */
  async check(userId: string, resource: string, token: string | undefined): Promise<void> {
    if (!token) throw new HttpError(403, REVIEW_MESSAGES.linkMissing, "LINK_MISSING");
    const [expiresText = "", given = ""] = token.split(".");
    const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : NaN;
    const signature = Buffer.from(given, "base64url");
    const expected = Number.isNaN(expires) ? null : await this.signature(userId, resource, expires);
    if (!expected || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      throw new HttpError(403, REVIEW_MESSAGES.linkInvalid, "LINK_INVALID");
    }
    if (expires * 1000 <= Date.now()) throw new HttpError(403, REVIEW_MESSAGES.linkExpired, "LINK_EXPIRED");
  }
}

/**
 * An onRequest hook of a file's GET: a request another site made the browser send (Fetch Metadata) is refused before
 * anything is read. Browsers that send no Sec-Fetch-Site still need the link's token.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (request.headers["sec-fetch-site"] === "cross-site") throw new HttpError(403, REVIEW_MESSAGES.linkCrossSite, "CROSS_SITE");
}
