import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appMeta, requireRow } from "@utsav/db";
import type { Db } from "@utsav/db";

// Identity documents and their numbers are encrypted at rest with AES-256-GCM (OWASP ASVS 5.0 §11, §14;
// docs/decisions/0008). Each sealed value is bound to what it belongs to (the additional authenticated data), so
// a cipher text copied onto another document does not decrypt.

const MAGIC = Buffer.from("UKV1");
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 4;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES + TAG_BYTES;
const META_KEY = "document_vault_key";

export class DocumentVault {
  private cached: { key: Buffer; id: Buffer } | null = null;

  constructor(
    private readonly db: Db,
    private readonly configuredSecret?: string,
  ) {}

  /**
   * The key: derived with HKDF-SHA256 from AUTH_SECRET when it is set, else a random key made once and kept in the
   * database, so every API process on one database shares it (as the sign-in HMAC key does).
   */
  private async key(): Promise<{ key: Buffer; id: Buffer }> {
    if (this.cached) return this.cached;
    let key: Buffer;
    if (this.configuredSecret) {
      key = Buffer.from(hkdfSync("sha256", this.configuredSecret, "utsav-document-vault", "kyc-documents-v1", 32));
    } else {
      await this.db
        .insert(appMeta)
        .values({ key: META_KEY, value: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const rows = await this.db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
      key = Buffer.from(requireRow(rows, "the key just stored").value, "hex");
    }
    // A short fingerprint of the key travels with each value, so a changed key fails with a clear error.
    const id = createHash("sha256").update(key).digest().subarray(0, KEY_ID_BYTES);
    return (this.cached = { key, id });
  }

  /** Encrypts bytes; `context` names what they belong to (e.g. "kyc-file:{documentId}") and must match on decrypt. */
  async seal(plain: Buffer, context: string): Promise<Buffer> {
    const { key, id } = await this.key();
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([MAGIC, id, iv, cipher.getAuthTag(), body]);
  }

  async open(sealed: Buffer, context: string): Promise<Buffer> {
    const { key, id } = await this.key();
    if (sealed.length < HEADER_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error("not a sealed document");
    let at = MAGIC.length;
    if (!sealed.subarray(at, (at += KEY_ID_BYTES)).equals(id)) throw new Error("the document was sealed with another key");
    const iv = sealed.subarray(at, (at += IV_BYTES));
    const tag = sealed.subarray(at, (at += TAG_BYTES));
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(at)), decipher.final()]);
  }

  async sealText(plain: string, context: string): Promise<string> {
    return (await this.seal(Buffer.from(plain, "utf8"), context)).toString("base64url");
  }

  async openText(sealed: string, context: string): Promise<string> {
    return (await this.open(Buffer.from(sealed, "base64url"), context)).toString("utf8");
  }
}
