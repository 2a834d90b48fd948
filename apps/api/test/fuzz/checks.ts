import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { Operation } from "./openapi.ts";
import { declaredResponse } from "./openapi.ts";
import type { RequestTemplate } from "./requests.ts";
import type { SchemaValidator } from "./schema-validator.ts";

// What every response must be, whoever sent what: below 500, the envelope, its declared schema; plus the
// cross-site refusal and the user-type boundaries the auth plugin promises.

export type IdentityName = "guest" | "consumer" | "vendor" | "operator";

export interface Problem {
  kind: string;
  detail: string;
}

export interface Sent {
  op: Operation;
  template: RequestTemplate;
  identity: IdentityName;
  /** The identity's session went with the request (not replaced by an odd cookie or Authorization header). */
  credentialsSent: boolean;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
  /** The route pattern that answered: a pattern, null for the not-found handler, undefined when the router refused. */
  routed: string | null | undefined;
}

export interface Envelope {
  success: boolean;
  data: unknown;
  errorMessage: string | null;
  errorCode?: string;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function decodeBody(sent: Pick<Sent, "headers" | "rawPayload">): string {
  const encoding = String(sent.headers["content-encoding"] ?? "");
  const raw = sent.rawPayload;
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  if (encoding === "deflate") return inflateSync(raw).toString("utf8");
  return raw.toString("utf8");
}

/** The user type a route folder is for (platform/auth.ts requireUser), or null for public routes. */
function ownerOf(path: string): IdentityName | null {
  if (path.startsWith("/api/consumer") || path.startsWith("/api/upload")) return "consumer";
  if (path.startsWith("/api/vendor")) return "vendor";
  if (path.startsWith("/api/operator")) return "operator";
  return null;
}

export function checkResponse(sent: Sent, validator: SchemaValidator): { problems: Problem[]; body: Envelope | null } {
  const { op, template, status } = sent;
  const problems: Problem[] = [];
  if (status >= 500) problems.push({ kind: "5xx", detail: `status ${status}` });

  // A download (a KYC document) answers with the file itself, as its route declares ("any content" for the status).
  const answeredByOperation = sent.routed === op.pattern;
  const declared = answeredByOperation ? declaredResponse(op, status) : null;
  const contentType = String(sent.headers["content-type"] ?? "");
  const anyContent = declared?.schema && Object.keys(declared.schema).every((key) => key === "description");
  if (status < 400 && anyContent && !contentType.includes("json")) return { problems, body: null };

  let body: Envelope | null = null;
  let text = "";
  try {
    text = decodeBody(sent);
    body = JSON.parse(text) as Envelope;
  } catch {
    problems.push({ kind: "not JSON", detail: `status ${status}, content-type ${contentType}: ${text.slice(0, 200)}` });
  }
  if (body) {
    const shapeOk =
      typeof body === "object" &&
      body !== null &&
      typeof body.success === "boolean" &&
      "data" in body &&
      (typeof body.errorMessage === "string" || body.errorMessage === null) &&
      body.success === status < 400 &&
      (body.success ? body.errorMessage === null : typeof body.errorMessage === "string" && body.data === null);
    if (!shapeOk) problems.push({ kind: "not the envelope", detail: `status ${status}: ${text.slice(0, 200)}` });
  }

  if (body && declared) {
    const { schema } = declared;
    // A 5xx is reported as such; "undeclared" is for the statuses a route should have listed.
    if (!declared.declared && status < 500)
      problems.push({ kind: "undeclared status", detail: `${status} ${body.errorCode ?? ""}`.trim() });
    else if (schema) {
      const mismatch = validator.problem(schema, body);
      if (mismatch) problems.push({ kind: "schema mismatch", detail: `${status}: ${mismatch}` });
    }
  } else if (!answeredByOperation && typeof sent.routed === "string" && !template.mayReroute) {
    problems.push({
      kind: "answered by another route",
      detail: `${sent.routed} answered ${template.method} ${template.url.slice(0, 120)}`,
    });
  }

  // platform/auth.ts: a state-changing request from another site is refused, and one carrying the session cookie
  // must show where it comes from.
  if (UNSAFE.has(op.method) && !template.mayReroute && !template.routerRefuses) {
    const foreign = template.origin === "cross" || template.origin === "null" || template.origin === "garbage";
    const cookieWithoutOrigin = template.origin === "none" && sent.credentialsSent && template.transport === "cookie";
    if ((foreign || cookieWithoutOrigin) && !(status === 403 && body?.errorCode === "CROSS_SITE")) {
      problems.push({
        kind: "cross-site request not refused",
        detail: `origin ${template.origin}, ${sent.identity} by ${template.transport}: ${status}`,
      });
    }
  }

  const owner = ownerOf(op.path);
  const actingAs: IdentityName = sent.credentialsSent ? sent.identity : "guest";
  if (owner && status < 400 && answeredByOperation && actingAs !== owner) {
    problems.push({ kind: "reached by the wrong user type", detail: `${actingAs} got ${status} from a ${owner} route` });
  }
  return { problems, body };
}
