import fc from "fast-check";
import { NASTY_STRINGS, toJsonText } from "./arbitraries.ts";
import type { SchemaArbitraries } from "./arbitraries.ts";
import type { JsonSchema, NamedSchema, Operation } from "./openapi.ts";
import { singular } from "./samples.ts";

// One generated HTTP request for an operation: path values, query, headers and body, each either valid for the
// operation's schemas or made odd. Who sends it (guest, consumer, vendor) is added when it is sent.

/** How the Origin header of a state-changing request is set. */
export type OriginKind = "same" | "none" | "cross" | "null" | "garbage";
/** How a signed-in identity presents its session. */
export type Transport = "cookie" | "bearer";

export interface RequestTemplate {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  origin: OriginKind;
  transport: Transport;
  /** The request carries its own (odd) cookie or Authorization header instead of the identity's. */
  credentialOverride: boolean;
  /** A path value changed which route answers ("..", "a/b", ""), so the operation's schemas need not apply. */
  mayReroute: boolean;
  /** A path value the router itself refuses (bad percent-encoding, longer than maxParamLength). */
  routerRefuses: boolean;
  /** What is odd about the request, for the report. */
  notes: string[];
}

interface PathValue {
  text: string;
  /** Written into the URL as is (else percent-encoded). */
  raw: boolean;
  reroutes?: boolean;
  refused?: boolean;
  note?: string;
}

const NASTY_PATH_VALUES: readonly PathValue[] = [
  { text: "..", raw: true, reroutes: true },
  { text: ".", raw: true, reroutes: true },
  { text: "a/b", raw: true, reroutes: true },
  { text: "", raw: true, reroutes: true },
  // WHATWG URL parsing (inject, and proxies that normalise) reads "%2e%2e" as "..".
  { text: "%2e%2e", raw: true, reroutes: true },
  { text: "..%2F..%2Fetc%2Fpasswd", raw: true },
  { text: "%00", raw: true },
  { text: "a%00b", raw: true },
  { text: "%20", raw: true },
  { text: "%", raw: true, refused: true },
  { text: "%zz", raw: true, refused: true },
  { text: "%E0%A4%A", raw: true, refused: true },
  { text: "x".repeat(201), raw: true, refused: true },
  { text: "x".repeat(4000), raw: true, refused: true },
  { text: "x".repeat(200), raw: true },
  { text: "गणेश-पूजा", raw: false },
  { text: "😀", raw: false },
  { text: "'; drop table users; --", raw: false },
  { text: "' OR '1'='1", raw: false },
  { text: "<script>", raw: false },
  { text: "__proto__", raw: true },
  { text: "constructor", raw: true },
  { text: "-1", raw: true },
  { text: "0", raw: true },
  { text: "1e308", raw: true },
  { text: "NaN", raw: true },
  { text: "null", raw: true },
  { text: "undefined", raw: true },
  { text: "%0d%0aSet-Cookie:%20x=y", raw: true },
];

const NASTY_QUERY_VALUES: readonly { text: string; raw?: boolean }[] = [
  ...NASTY_STRINGS.filter((s) => s.length < 100).map((text) => ({ text })),
  { text: "-0" },
  { text: "-1" },
  { text: "1.5" },
  { text: "0x10" },
  { text: "1e308" },
  { text: "1e309" },
  { text: "１" },
  { text: "  5  " },
  { text: "9".repeat(400) },
  { text: "x".repeat(5000) },
  { text: "%zz", raw: true },
  { text: "%00", raw: true },
  { text: "%", raw: true },
  { text: "a&b=c" },
];

const ODD_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/vnd.api+json",
  "multipart/form-data; boundary=nope",
  "multipart/form-data",
  "*/*",
  "application/octet-stream",
  "APPLICATION/JSON",
  "application/json;;;",
];

const NOT_JSON = [
  "{",
  '{"a":',
  "nul",
  "[1,2",
  "{'a':1}",
  "undefined",
  "\u0000",
  "NaN",
  '{"a":1}{"b":2}',
  "\uFEFF{}",
  "<xml/>",
  "a=1&b=2",
  '"unterminated',
];

const ODD_HEADERS: readonly [string, string][] = [
  ["cookie", "utsav_session="],
  ["cookie", "utsav_session=garbage"],
  ["cookie", "utsav_session=%E0%A4%A"],
  ["cookie", `utsav_session=${"a".repeat(4000)}`],
  ["cookie", "=;;=;utsav_session"],
  ["cookie", "utsav_session=a; utsav_session=b"],
  ["cookie", 'utsav_session="quoted"'],
  ["authorization", "Bearer garbage"],
  ["authorization", "Bearer "],
  ["authorization", `Bearer ${"x".repeat(2000)}`],
  ["authorization", "Basic YWRtaW46YWRtaW4="],
  ["authorization", "Bearer a b"],
  ["authorization", "Bearer ' OR 1=1 --"],
  ["authorization", "Bearer ../../etc/passwd"],
];

const OTHER_HEADERS: readonly [string, string][] = [
  ["accept", "application/xml"],
  ["accept", "text/html"],
  ["accept-encoding", "gzip"],
  ["accept-encoding", "br"],
  ["accept-encoding", "identity;q=0, *;q=0"],
  ["x-forwarded-for", "not-an-ip"],
  ["x-forwarded-for", "1.2.3.4, 5.6.7.8, ::1"],
  ["x-request-id", "../../x"],
  ["x-request-id", "r".repeat(300)],
  ["x-session-transport", "bearer"],
  ["x-session-transport", "carrier-pigeon"],
  ["if-none-match", "*"],
];

const IDEMPOTENCY_KEYS = [
  "",
  " ",
  "short",
  "x".repeat(101),
  "bad key!",
  "clé-é-é-é-é",
  "'; drop table bookings; --",
  "../../../../",
  "a,b,c,d,e,f,g,h",
];

/** A 1×1 PNG: the smallest real image, so an upload can succeed. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const FILE_BODIES: readonly Buffer[] = [
  PNG,
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"),
  Buffer.from("just text pretending to be an image"),
  Buffer.alloc(0),
  Buffer.concat([PNG.subarray(0, 20), Buffer.from("truncated")]),
];
const FILE_NAMES = [
  "photo.png",
  "photo.jpg",
  "../../etc/passwd",
  "x.svg",
  "",
  "😀.png",
  "a\u0000.png",
  `${"a".repeat(300)}.png`,
  "doc.pdf",
  "CON",
];
const FILE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/pdf", "text/plain", "application/octet-stream", "image/svg+xml"];

export interface RequestOptions {
  /** Client addresses to send from (x-forwarded-for), so per-address limits are met only sometimes. */
  clientIps: readonly string[];
  /** Known-good values by name (fuzz/samples.ts), read when a request is generated. */
  samples: (name: string) => readonly unknown[];
}

/** Percent-encodes as a client would; a lone surrogate, which no client can send, becomes U+FFFD first. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"));
}

function encodePath(value: PathValue): string {
  return value.raw ? value.text : encode(value.text);
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return toJsonText(value);
  return String(value);
}

/**
 * The multipart form an upload route describes in its summary ("multipart: action add|remove|update, removeImageIds
 * JSON array, images files, …"): the document has no schema for multipart bodies, so the summary is what there is.
 */
export function multipartForm(summary: string) {
  const choices = new Map<string, string[]>();
  for (const m of summary.matchAll(/\b([a-z]\w*) (\w+(?:\|\w+)+)/g)) choices.set(m[1]!, m[2]!.split("|"));
  const quoted = [...summary.matchAll(/'([A-Za-z][\w-]*)'/g)].map((m) => m[1]!);
  for (const m of summary.matchAll(/\b([a-z]+[A-Z]\w*) '/g)) choices.set(m[1]!, quoted);
  const jsonArrays = [...summary.matchAll(/\b(\w+) JSON array/g)].map((m) => m[1]!);
  const files = [...summary.matchAll(/\b(\w+) files\b/g)].map((m) => m[1]!);
  if (/[(,:]\s*files\b/.test(summary)) files.push("files");
  return { choices, quoted, jsonArrays, files: files.length > 0 ? files : ["files", "file"] };
}

export class RequestArbitraries {
  constructor(
    private readonly gen: SchemaArbitraries,
    private readonly options: RequestOptions,
  ) {}

  forOperation(op: Operation): fc.Arbitrary<RequestTemplate> {
    return fc
      .record({
        path: this.pathValues(op),
        query: this.query(op),
        body: this.body(op),
        headers: this.headers(op),
        origin: fc.oneof(
          { weight: 16, arbitrary: fc.constant<OriginKind>("same") },
          { weight: 2, arbitrary: fc.constant<OriginKind>("none") },
          { weight: 1, arbitrary: fc.constantFrom<OriginKind>("cross", "null", "garbage") },
        ),
        transport: fc.constantFrom<Transport>("cookie", "cookie", "cookie", "bearer"),
        ip: fc.constantFrom(...this.options.clientIps),
      })
      .map(({ path, query, body, headers, origin, transport, ip }) => {
        let url = op.path;
        for (const [name, value] of Object.entries(path.values)) url = url.replace(`{${name}}`, encodePath(value));
        if (query.text) url += `?${query.text}`;
        const allHeaders: Record<string, string> = { "x-forwarded-for": ip, ...body.headers, ...headers.values };
        return {
          method: op.method,
          url,
          headers: allHeaders,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
          origin,
          transport,
          credentialOverride: headers.credentialOverride,
          mayReroute: path.reroutes,
          routerRefuses: path.refused,
          notes: [...path.notes, ...query.notes, ...body.notes, ...headers.notes],
        };
      });
  }

  private pathValues(op: Operation) {
    const perParam = op.pathParams.map((param) =>
      fc
        .oneof(
          { weight: 6, arbitrary: this.gen.valid(param.schema, param.name).map((v): PathValue => ({ text: asText(v), raw: false })) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...NASTY_PATH_VALUES)
              .map((v) => ({ ...v, note: `path ${param.name}=${JSON.stringify(v.text.slice(0, 40))}` })),
          },
          {
            weight: 1,
            arbitrary: this.gen
              .nasty(param.schema, param.name)
              .map((v): PathValue => ({ text: asText(v).slice(0, 300), raw: false, note: `path ${param.name} odd` })),
          },
        )
        .map((value): [string, PathValue] => [param.name, value]),
    );
    return fc.tuple(...perParam).map((entries) => {
      const values = Object.fromEntries(entries);
      const list = Object.values(values);
      return {
        values,
        // An empty value leaves an empty segment, which another route may answer.
        reroutes: list.some((v) => v.reroutes || v.text === ""),
        refused: list.some((v) => v.refused || (!v.raw && encode(v.text).length > 200)),
        notes: list.flatMap((v) => (v.note ? [v.note] : [])),
      };
    });
  }

  private query(op: Operation): fc.Arbitrary<{ text: string; notes: string[] }> {
    const pairs = this.validQueryPairs(op.query);
    const odd = fc.oneof(
      // One value replaced by an odd one.
      fc
        .tuple(
          pairs,
          fc.constantFrom(...(op.query.length > 0 ? op.query.map((q) => q.name) : ["q"])),
          fc.constantFrom(...NASTY_QUERY_VALUES),
        )
        .map(([list, name, value]) => ({
          list: [...list.filter(([k]) => k !== name), [name, value.text, value.raw ?? false] as QueryPair],
          note: `query ${name}=${JSON.stringify(value.text.slice(0, 40))}`,
        })),
      // A value of the wrong type for its schema.
      ...op.query.map((q) =>
        fc.tuple(pairs, this.gen.nasty(q.schema, q.name)).map(([list, value]) => ({
          list: [...list.filter(([k]) => k !== q.name), [q.name, asText(value).slice(0, 2000), false] as QueryPair],
          note: `query ${q.name} odd`,
        })),
      ),
      // A key twice, an unknown key, prototype keys.
      fc
        .tuple(
          pairs,
          fc.constantFrom(
            "__proto__[polluted]",
            "constructor[prototype][polluted]",
            "__proto__",
            "unexpected",
            "limit[]",
            "offset[$gt]",
            ...op.query.map((q) => q.name),
          ),
        )
        .map(([list, key]) => ({
          list: [...list, [key, "1", false] as QueryPair, [key, "2", false] as QueryPair],
          note: `query key ${key} twice`,
        })),
      // A required parameter left out.
      ...op.query
        .filter((q) => q.required)
        .map((q) => pairs.map((list) => ({ list: list.filter(([k]) => k !== q.name), note: `query ${q.name} missing` }))),
    );
    return fc
      .oneof({ weight: 3, arbitrary: pairs.map((list) => ({ list, note: "" })) }, { weight: 1, arbitrary: odd })
      .map(({ list, note }) => ({
        text: list.map(([k, v, raw]) => `${encode(k)}=${raw ? v : encode(v)}`).join("&"),
        notes: note ? [note] : [],
      }));
  }

  private validQueryPairs(params: NamedSchema[]): fc.Arbitrary<QueryPair[]> {
    if (params.length === 0) return fc.constant([]);
    const model = Object.fromEntries(params.map((p) => [p.name, this.gen.valid(p.schema, p.name)]));
    const required = params.filter((p) => p.required).map((p) => p.name);
    return fc
      .record(model, { requiredKeys: required })
      .map((values) =>
        Object.entries(values).flatMap(([k, v]): QueryPair[] =>
          Array.isArray(v) ? v.map((item) => [k, asText(item), false]) : [[k, asText(v), false]],
        ),
      );
  }

  private headers(op: Operation): fc.Arbitrary<{ values: Record<string, string>; credentialOverride: boolean; notes: string[] }> {
    const declared = op.headers.map((h) =>
      fc
        .oneof(
          { weight: 3, arbitrary: this.gen.valid(h.schema, h.name).map((v) => asText(v)) },
          { weight: 1, arbitrary: fc.constantFrom(...IDEMPOTENCY_KEYS) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
        .map((v): [string, string | undefined] => [h.name, v]),
    );
    const odd = fc.array(fc.constantFrom(...ODD_HEADERS, ...OTHER_HEADERS), { maxLength: 2 });
    return fc
      .tuple(fc.tuple(...declared), fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: odd }))
      .map(([fromSchema, extra]) => {
        const values: Record<string, string> = {};
        for (const [name, value] of fromSchema) if (value !== undefined) values[name] = value;
        for (const [name, value] of extra) values[name] = value;
        return {
          values,
          credentialOverride: extra.some(([name]) => name === "cookie" || name === "authorization"),
          notes: extra.map(([name, value]) => `header ${name}: ${value.slice(0, 40)}`),
        };
      });
  }

  private body(op: Operation): fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string>; notes: string[] }> {
    const json = (text: string, contentType = "application/json", note = "") => ({
      payload: text,
      headers: { "content-type": contentType },
      notes: note ? [note] : [],
    });
    const none = fc.constant({ headers: {}, notes: [] as string[] });
    const notJson = fc.constantFrom(...NOT_JSON).map((text) => json(text, "application/json", `body not JSON: ${JSON.stringify(text)}`));
    const tooLarge = fc.constant(json(`{"a":"${"x".repeat(1_100_000)}"}`, "application/json", "body over 1 MB"));
    const multipart = op.multipart ? [{ weight: 4, arbitrary: this.multipart(op) }] : [];
    if (op.method === "GET" || op.method === "HEAD") return none;
    if (!op.body) {
      return fc.oneof(
        { weight: op.multipart ? 1 : 6, arbitrary: none },
        { weight: 1, arbitrary: fc.constant(json("{}")) },
        { weight: 1, arbitrary: notJson },
        ...multipart,
      );
    }
    const schema: JsonSchema = op.body;
    const name = `body ${op.key}`;
    const valid = this.gen.valid(schema, name).map((v) => json(toJsonText(v)));
    return fc.oneof(
      { weight: 30, arbitrary: valid },
      {
        weight: 30,
        arbitrary: this.gen
          .nasty(schema, name)
          .map((v) => json(toJsonText(v), "application/json", `body odd: ${toJsonText(v).slice(0, 120)}`)),
      },
      { weight: 5, arbitrary: notJson },
      {
        weight: 5,
        arbitrary: fc
          .tuple(this.gen.valid(schema, name), fc.constantFrom(...ODD_CONTENT_TYPES))
          .map(([v, type]) => json(toJsonText(v), type, `content-type ${type}`)),
      },
      { weight: 5, arbitrary: none.map((b) => ({ ...b, notes: ["no body"] })) },
      { weight: 5, arbitrary: fc.constant(json("", "application/json", "empty body")) },
      { weight: 1, arbitrary: tooLarge },
      ...multipart.map((m) => ({ ...m, weight: 20 })),
    );
  }

  private multipart(op: Operation): fc.Arbitrary<{ payload: Buffer; headers: Record<string, string>; notes: string[] }> {
    const form = multipartForm(op.summary);
    const fieldNames = [...new Set(["fileType", ...form.choices.keys(), ...form.jsonArrays])];
    const fieldValues = [...new Set([...form.quoted, ...[...form.choices.values()].flat(), "[]", '["Front view"]'])];
    const field = fc.record({
      kind: fc.constant("field" as const),
      name: fc.constantFrom(...fieldNames),
      value: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...fieldValues) },
        { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS, "x".repeat(40_000), "[1,", '[{"__proto__":{"polluted":true}}]') },
      ),
    });
    const file = fc.record({
      kind: fc.constant("file" as const),
      name: fc.constantFrom(...form.files, "file"),
      filename: fc.constantFrom(...FILE_NAMES),
      contentType: fc.constantFrom(...FILE_TYPES),
      data: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...FILE_BODIES) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
      ),
    });
    // The form as the summary describes it: each named choice, id lists from earlier answers, one real picture.
    const described = fc
      .tuple(
        fc.tuple(...[...form.choices].map(([name, values]) => fc.constantFrom(...values).map((value) => [name, value] as const))),
        fc.constantFrom(...form.files),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([choices, fileField, withFile, withIds]): MultipartPart[] => [
        ...choices.map(([name, value]) => ({ kind: "field" as const, name, value })),
        ...form.jsonArrays.map((name) => {
          const ids = name.endsWith("Ids")
            ? withIds
              ? this.options.samples(singular(name)).slice(-1)
              : []
            : withFile
              ? ["Front view"]
              : [];
          return { kind: "field" as const, name, value: JSON.stringify(ids) };
        }),
        ...(withFile ? [{ kind: "file" as const, name: fileField, filename: "photo.png", contentType: "image/png", data: PNG }] : []),
      ]);
    const parts = fc.oneof(
      { weight: 3, arbitrary: described },
      { weight: 2, arbitrary: fc.array(fc.oneof(field, file), { maxLength: 5 }) },
      { weight: 1, arbitrary: fc.array(field, { minLength: 16, maxLength: 20 }) },
    );
    const damage = fc.constantFrom("none", "none", "none", "none", "none", "truncated", "wrong-boundary", "no-boundary", "oversized-file");
    return fc.tuple(parts, damage).map(([list, how]) => {
      const boundary = "----utsavfuzz7MA4YWxkTrZu0gW";
      const files =
        how === "oversized-file"
          ? [
              ...list,
              { kind: "file" as const, name: form.files[0]!, filename: "big.png", contentType: "image/png", data: Buffer.alloc(2_200_000) },
            ]
          : list;
      let payload = multipartBody(files, boundary);
      if (how === "truncated") payload = payload.subarray(0, Math.floor(payload.length / 2));
      const type =
        how === "wrong-boundary"
          ? "multipart/form-data; boundary=somethingelse"
          : how === "no-boundary"
            ? "multipart/form-data"
            : `multipart/form-data; boundary=${boundary}`;
      const summary = files
        .map((p) => (p.kind === "field" ? `${p.name}=${p.value.slice(0, 30)}` : `${p.name}:${p.filename.slice(0, 20)}(${p.data.length} B)`))
        .join(", ");
      return { payload, headers: { "content-type": type }, notes: [`multipart ${how}: ${summary}`] };
    });
  }
}

type QueryPair = [key: string, value: string, raw: boolean];

export type MultipartPart =
  { kind: "field"; name: string; value: string } | { kind: "file"; name: string; filename: string; contentType: string; data: Buffer };

export function multipartBody(parts: MultipartPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.kind === "field") {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
