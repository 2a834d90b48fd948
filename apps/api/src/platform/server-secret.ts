import { hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appMeta, requireRow } from "@utsav/db";
import type { Db } from "@utsav/db";

const META_KEY = "auth_secret";

/**
 * The server's secret (docs/decisions/0005): AUTH_SECRET, or a random key made once and kept in the database
 * (`app_meta.auth_secret`), so every API process on one database shares it. Sign-in codes are hashed with it as it
 * is; other uses take a key derived from it for their purpose, so no two uses share a key.
 */
export class ServerSecret {
  private secret: Buffer | null = null;
  private readonly derived = new Map<string, Buffer>();

  constructor(
    private readonly db: Db,
    private readonly configured?: string,
  ) {}

  /** The secret itself (the sign-in codes' HMAC key). */
  async bytes(): Promise<Buffer> {
    if (this.secret) return this.secret;
    if (this.configured) return (this.secret = Buffer.from(this.configured));
    await this.db
      .insert(appMeta)
      .values({ key: META_KEY, value: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    const rows = await this.db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
    return (this.secret = Buffer.from(requireRow(rows, "the key just stored").value, "hex"));
  }

  /** A 256-bit key for one purpose, derived from the secret with HKDF-SHA256 (RFC 5869). */
  async keyFor(purpose: string): Promise<Buffer> {
    const known = this.derived.get(purpose);
    if (known) return known;
    const key = Buffer.from(hkdfSync("sha256", await this.bytes(), "utsav-server-secret", purpose, 32));
    this.derived.set(purpose, key);
    return key;
  }
}
