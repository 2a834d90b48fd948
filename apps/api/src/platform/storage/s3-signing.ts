import { createHash, createHmac } from "node:crypto";

// AWS Signature Version 4 for S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces).
// Written out here rather than pulling in an SDK: the adapter needs four calls, and the algorithm is small and
// documented (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html).

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Lower-case header names; host and x-amz-date are added by signRequest. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
}

export const sha256Hex = (data: Buffer | string): string => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string): Buffer => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as S3 expects it: everything but unreserved characters, and slashes kept in paths. */
function encode(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(keepSlash ? /%2F/g : /$^/, "/");
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [encode(k, false), encode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** The pieces of a signature, exposed so a test server can check what a client signed. */
export function signature(
  request: SignableRequest,
  credentials: S3Credentials,
  amzDate: string,
): { authorization: string; signature: string } {
  const date = amzDate.slice(0, 8);
  const scope = `${date}/${credentials.region}/s3/aws4_request`;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => ({ name: name.toLowerCase(), value: value.trim().replace(/\s+/g, " ") }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const names = headers.map(({ name }) => name);
  const canonicalHeaders = headers.map(({ name, value }) => `${name}:${value}\n`).join("");
  const signedHeaders = names.join(";");
  const path = encode(decodeURIComponent(request.url.pathname), true);
  const canonicalRequest = [request.method, path, canonicalQuery(request.url), canonicalHeaders, signedHeaders, request.payloadHash].join(
    "\n",
  );
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), credentials.region), "s3"), "aws4_request");
  const sig = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    signature: sig,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${sig}`,
  };
}

/** Adds host, x-amz-date, x-amz-content-sha256 and authorization headers to a request. */
export function signRequest(request: SignableRequest, credentials: S3Credentials, now = new Date()): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const headers = { ...request.headers, host: request.url.host, "x-amz-date": amzDate, "x-amz-content-sha256": request.payloadHash };
  const { authorization } = signature({ ...request, headers }, credentials, amzDate);
  return { ...headers, authorization };
}
