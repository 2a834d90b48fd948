/** Where uploaded files live. Names are made by the server; a key never comes from a user. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Whether a file is stored, without reading it. */
  exists(key: string): Promise<boolean>;
  /** Removes a file; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** The public path of a stored file. */
  url(key: string): string;
}

/** Storage for files that are never served (identity documents, encrypted: modules/vendors/document-vault.ts). */
export type PrivateFileStorage = Omit<FileStorage, "url">;

// .enc: an encrypted document in private storage.
const KEY = /^[a-z0-9-]+\/[a-f0-9-]{36}\.(webp|pdf|enc)$/;

/** Every adapter refuses a key the server did not make, such as one that climbs out of its folder. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
}
