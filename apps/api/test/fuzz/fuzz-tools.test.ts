import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SchemaArbitraries, toJsonText, withOwnKey } from "./arbitraries.ts";
import type { Sent } from "./checks.ts";
import { checkResponse } from "./checks.ts";
import type { JsonSchema, Operation } from "./openapi.ts";
import { parseRouteTree, toJsonSchema } from "./openapi.ts";
import { multipartForm } from "./requests.ts";
import { SampleBook } from "./samples.ts";
import { SchemaValidator } from "./schema-validator.ts";

// The fuzz suite's own tools: the OpenAPI-schema-to-arbitrary converter above all, since a generator that made
// invalid "valid" values would hide bugs behind 400s.

const validator = new SchemaValidator();
const gen = new SchemaArbitraries({ accepts: (schema, value) => validator.accepts(schema, value), samples: () => [] });

/** Schemas as @fastify/swagger writes them from the API's zod schemas (OpenAPI 3.0). */
const SCHEMAS: Record<string, JsonSchema> = {
  booking: {
    type: "object",
    properties: {
      offeringId: { type: "string", pattern: "^[A-Z]{2,6}\\d{1,6}$" },
      vendorName: { type: "string", maxLength: 120 },
      bookingData: { type: "object", additionalProperties: { type: "string", maxLength: 2000 } },
    },
    required: ["offeringId", "vendorName", "bookingData"],
    additionalProperties: false,
  },
  profile: {
    type: "object",
    properties: {
      fullName: { type: "string", minLength: 1, maxLength: 80 },
      companyName: { nullable: true, type: "string", maxLength: 120 },
      email: {
        anyOf: [
          { type: "string", enum: [""] },
          { type: "string", maxLength: 254, pattern: "^[^\\s@]{1,64}@[^\\s@.]+(?:\\.[^\\s@.]+)+$" },
        ],
        nullable: true,
      },
      profileImage: { nullable: true, type: "string", pattern: "^\\/media\\/profile\\/[a-f0-9-]{36}\\.webp$" },
    },
    required: ["fullName"],
    additionalProperties: false,
  },
  paging: {
    type: "object",
    properties: {
      limit: { default: 20, type: "integer", minimum: 1, maximum: 100 },
      width: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 9_007_199_254_740_991 },
      rating: { type: "number", minimum: 0, maximum: 5 },
      sort: { type: "string", enum: ["relevance", "price_asc"] },
      tags: { type: "array", items: { type: "string", maxLength: 40 }, minItems: 1, maxItems: 3 },
      key: { type: "string", minLength: 8, maxLength: 100, pattern: "^[A-Za-z0-9_.:-]+$" },
      verified: { type: "boolean" },
    },
    required: ["limit", "tags"],
    additionalProperties: false,
  },
};

describe("toJsonSchema", () => {
  it("turns nullable into 'or null' and boolean exclusive bounds into numbers", () => {
    expect(toJsonSchema({ type: "string", nullable: true, enum: [null] })).toEqual({
      anyOf: [{ type: "string", enum: [null] }, { type: "null" }],
    });
    expect(toJsonSchema({ type: "integer", minimum: 0, exclusiveMinimum: true })).toEqual({ type: "integer", exclusiveMinimum: 0 });
    expect(
      toJsonSchema({ type: "object", properties: { a: { $ref: "#/components/schemas/A" } } }, { A: { type: "string", nullable: true } }),
    ).toEqual({
      type: "object",
      properties: { a: { $ref: "#/definitions/A" } },
      definitions: { A: { anyOf: [{ type: "string" }, { type: "null" }] } },
    });
  });

  it("validates as OpenAPI 3.0 means", () => {
    const width = SCHEMAS.paging!.properties!.width!;
    expect(validator.accepts(width, 1)).toBe(true);
    expect(validator.accepts(width, 0)).toBe(false);
    expect(validator.accepts(SCHEMAS.profile!.properties!.companyName!, null)).toBe(true);
    expect(validator.problem(SCHEMAS.profile!, { fullName: "A", extra: 1 })).toMatch(/additional properties/);
  });
});

describe("SchemaArbitraries", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`generates only values the ${name} schema accepts`, () => {
      fc.assert(
        fc.property(gen.valid(schema), (value) => {
          expect(validator.problem(schema, value)).toBeNull();
        }),
        { numRuns: 300, seed: 42 },
      );
    });

    it(`makes wrong types the ${name} schema refuses, and odd values that still serialise as JSON`, () => {
      fc.assert(
        fc.property(gen.wrongType(schema)!, (value) => {
          expect(validator.accepts(schema, value)).toBe(false);
        }),
        { numRuns: 50, seed: 42 },
      );
      fc.assert(
        fc.property(gen.nasty(schema), (value) => {
          expect(() => JSON.parse(toJsonText(value))).not.toThrow();
        }),
        { numRuns: 100, seed: 42 },
      );
    });
  }

  it("offers known-good samples by name, but only those the schema accepts", () => {
    const withSamples = new SchemaArbitraries({
      accepts: (schema, value) => validator.accepts(schema, value),
      samples: (name) => (name === "offeringId" ? ["JSS1", "not an id"] : []),
    });
    const values = fc.sample(withSamples.valid(SCHEMAS.booking!.properties!.offeringId!, "offeringId"), { numRuns: 200, seed: 7 });
    expect(values).toContain("JSS1");
    expect(values).not.toContain("not an id");
  });
});

describe("toJsonText", () => {
  it("keeps an own __proto__ key and writes raw numbers as given", () => {
    const text = toJsonText(withOwnKey({ a: 1 }, "__proto__", { polluted: true }));
    expect(text).toBe('{"a":1,"__proto__":{"polluted":true}}');
    expect(Object.hasOwn(JSON.parse(text) as object, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("parseRouteTree", () => {
  it("reads Fastify's route tree, children continuing their parent's path", () => {
    const tree = [
      "├── /api/health (GET, HEAD)",
      "│   └── /ready (GET, HEAD)",
      "├── /api/vendor/offering (POST)",
      "│   ├── s (GET, HEAD)",
      "│   └── /:id (GET, HEAD)",
      "│       └── /status (PUT)",
      "└── * (HEAD, GET)",
    ].join("\n");
    expect(parseRouteTree(tree).filter((r) => r.method !== "HEAD")).toEqual([
      { method: "GET", url: "/api/health" },
      { method: "GET", url: "/api/health/ready" },
      { method: "POST", url: "/api/vendor/offering" },
      { method: "GET", url: "/api/vendor/offerings" },
      { method: "GET", url: "/api/vendor/offering/:id" },
      { method: "PUT", url: "/api/vendor/offering/:id/status" },
      { method: "GET", url: "*" },
    ]);
  });
});

describe("multipartForm", () => {
  it("reads the fields an upload route's summary names", () => {
    const form = multipartForm(
      "Add and/or remove gallery images (multipart: action add|remove|update, removeImageIds JSON array, images files, captions JSON array in file order)",
    );
    expect(form.choices.get("action")).toEqual(["add", "remove", "update"]);
    expect(form.jsonArrays).toEqual(["removeImageIds", "captions"]);
    expect(form.files).toEqual(["images"]);
    const upload = multipartForm("Upload a profile picture (multipart: fileType 'consumer_profile_image', files); images only");
    expect(upload.choices.get("fileType")).toEqual(["consumer_profile_image"]);
    expect(upload.files).toEqual(["files"]);
  });
});

describe("SampleBook", () => {
  it("learns ids from answers, under their list's name too", () => {
    const book = new SampleBook();
    book.learn({ images: [{ id: "g-1", caption: "Front" }], vendorId: "v-1" });
    expect(book.get("imageId")).toEqual(["g-1"]);
    expect(book.get("removeImageId")).toEqual(["g-1", "v-1"]);
    expect(book.get("vendorId")).toEqual(["v-1"]);
  });
});

describe("checkResponse", () => {
  const envelopeOf = (data: JsonSchema): JsonSchema => ({
    type: "object",
    properties: { success: { type: "boolean" }, data, errorMessage: { type: "string", nullable: true } },
    required: ["success", "data", "errorMessage"],
  });
  const op: Operation = {
    key: "POST /api/things/{id}",
    method: "POST",
    path: "/api/things/{id}",
    pattern: "/api/things/:id",
    summary: "",
    pathParams: [],
    query: [],
    headers: [],
    body: null,
    bodyRequired: false,
    multipart: false,
    responses: {
      "200": envelopeOf({ type: "object", properties: { n: { type: "integer" } }, required: ["n"] }),
      "400": envelopeOf({ nullable: true }),
    },
  };
  const sent = (status: number, body: unknown, extra: Partial<Sent> = {}): Sent => ({
    op,
    template: {
      method: "POST",
      url: "/api/things/1",
      headers: {},
      origin: "same",
      transport: "cookie",
      credentialOverride: false,
      mayReroute: false,
      routerRefuses: false,
      notes: [],
    },
    identity: "guest",
    credentialsSent: false,
    status,
    headers: { "content-type": "application/json" },
    rawPayload: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
    routed: "/api/things/:id",
    ...extra,
  });
  const kinds = (s: Sent) => checkResponse(s, validator).problems.map((p) => p.kind);

  it("passes a declared answer in the envelope", () => {
    expect(kinds(sent(200, { success: true, data: { n: 1 }, errorMessage: null }))).toEqual([]);
    expect(kinds(sent(400, { success: false, data: null, errorMessage: "no" }))).toEqual([]);
  });

  it("names each way an answer can be wrong", () => {
    expect(kinds(sent(200, { success: true, data: { n: "1" }, errorMessage: null }))).toEqual(["schema mismatch"]);
    expect(kinds(sent(404, { success: false, data: null, errorMessage: "gone" }))).toEqual(["undeclared status"]);
    expect(kinds(sent(400, { error: "Bad Request" }))).toContain("not the envelope");
    expect(kinds(sent(200, { success: false, data: null, errorMessage: "no" }))).toContain("not the envelope");
    expect(kinds(sent(500, { success: false, data: null, errorMessage: "oops" }))).toEqual(["5xx"]);
    expect(kinds(sent(400, "<html>"))).toEqual(["not JSON"]);
    expect(
      kinds(
        sent(
          200,
          { success: true, data: { n: 1 }, errorMessage: null },
          { identity: "consumer", credentialsSent: true, template: { ...sent(0, {}).template, origin: "cross" } },
        ),
      ),
    ).toEqual(["cross-site request not refused"]);
  });
});
