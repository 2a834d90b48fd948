import fc from "fast-check";
import type { JsonSchema } from "./openapi.ts";
import { resolveRef } from "./openapi.ts";
import { singular } from "./samples.ts";

// fast-check arbitraries derived from a JSON schema: `valid` values (what the schema allows, helped by known-good
// samples where a pattern or a database id makes random values useless) and `nasty` ones (wrong types, missing
// and extra keys, bounds ±1, huge and odd strings, prototype keys, numbers JSON.stringify cannot write).

/** JSON text written verbatim into a body: numbers like -0 or 1e309, or deep nesting, that no JS value prints as. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, but RawJson is written as is and own "__proto__" keys are kept. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value);
}

/** An object with an own (not inherited) key, even "__proto__". */
export function withOwnKey(target: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\t\r\n",
  "'; drop table users; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  "%00",
  "../../../../etc/passwd",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "NaN",
  "Infinity",
  "-0",
  "1e308",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "\uFEFFbom",
  "\u202Eevil",
  "\uD800",
  "Ω≈ç√∫˜µ≤≥÷",
  "गणेश पूजा",
  "𝕌𝕥𝕤𝕒𝕧 😀👨‍👩‍👧",
  "ｆｕｌｌｗｉｄｔｈ",
  "\\",
  "%s%n%x",
];

/** Values of every JSON type, for "the wrong type" and for fields without a schema. */
const ANY_TYPE: readonly unknown[] = [null, true, false, 0, -1, 1.5, "", "x", [], [1, "a"], {}, { a: 1 }];

const NASTY_NUMBERS: readonly unknown[] = [
  new RawJson("-0"),
  new RawJson("1e308"),
  new RawJson("1e309"),
  new RawJson("-1e309"),
  new RawJson("1e-400"),
  new RawJson("123456789012345678901234567890"),
  "NaN",
  "Infinity",
  "-1",
  "1",
  -1,
  -2147483649,
  2 ** 53 + 2,
  Number.MIN_VALUE,
  0.1 + 0.2,
];

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  return [];
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

export interface ArbitraryOptions {
  /** The document's components, for $ref. */
  definitions?: Record<string, JsonSchema>;
  /**
   * Known-good values for a property or parameter of this name (catalogue ids, slugs, phone numbers, ids seen in
   * earlier responses). Read when a value is generated, so samples learnt during the run are used.
   */
  samples?: (name: string) => readonly unknown[];
  /** Whether a value satisfies a schema: samples that do not are never offered as valid. */
  accepts?: (schema: JsonSchema, value: unknown) => boolean;
  maxDepth?: number;
}

export class SchemaArbitraries {
  private readonly maxDepth: number;

  constructor(private readonly options: ArbitraryOptions = {}) {
    this.maxDepth = options.maxDepth ?? 6;
  }

  private resolve(schema: JsonSchema): JsonSchema {
    return resolveRef(schema, this.options.definitions);
  }

  /** Values the schema accepts (samples of the same name mixed in). */
  valid(input: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const generated = this.generate(schema, depth, name);
    const fixed = [schema.example, ...(schema.examples ?? []), schema.default].filter((v) => v !== undefined);
    if (!name && fixed.length === 0) return generated;
    const known = () => {
      const candidates = [...fixed, ...(name ? (this.options.samples?.(name) ?? []) : [])];
      return candidates.filter((v) => this.options.accepts?.(schema, v) ?? true);
    };
    // Chained so that samples learnt while the suite runs are offered too.
    const sampled = fc.constant(null).chain(() => {
      const values = known();
      return values.length > 0 ? fc.constantFrom(...values) : generated;
    });
    return fc.oneof({ weight: 2, arbitrary: sampled }, { weight: 1, arbitrary: generated });
  }

  private generate(schema: JsonSchema, depth: number, name?: string): fc.Arbitrary<unknown> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches && branches.length > 0) {
      const { anyOf: _a, oneOf: _o, ...rest } = schema;
      const base = Object.keys(rest).filter((k) => k !== "nullable" && k !== "description").length > 0 ? rest : {};
      const options = branches.map((b) => this.valid({ ...base, ...this.resolve(b) }, undefined, depth));
      return schema.nullable ? fc.oneof(...options, fc.constant(null)) : fc.oneof(...options);
    }
    if (schema.allOf && schema.allOf.length > 0)
      return this.generate(
        mergeAll(
          schema.allOf.map((s) => this.resolve(s)),
          schema,
        ),
        depth,
        name,
      );
    const types = typesOf(schema);
    const nullable = schema.nullable === true || types.includes("null");
    const concrete = types.filter((t) => t !== "null");
    let base: fc.Arbitrary<unknown>;
    if (concrete.length === 0) base = depth >= this.maxDepth ? fc.constant("x") : smallJson();
    else base = fc.oneof(...concrete.map((type) => this.ofType(schema, type, depth, name)));
    return nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
  }

  private ofType(schema: JsonSchema, type: string, depth: number, name?: string): fc.Arbitrary<unknown> {
    switch (type) {
      case "string":
        return validString(schema);
      case "integer":
      case "number":
        return validNumber(schema, type === "integer");
      case "boolean":
        return fc.boolean();
      case "array": {
        const min = schema.minItems ?? 0;
        const max = Math.min(schema.maxItems ?? min + 4, min + 4);
        if (depth >= this.maxDepth) return fc.constant([]);
        // Items are named after their list (imageIds → imageId), so samples reach them too.
        return fc.array(this.valid(schema.items ?? {}, name ? singular(name) : undefined, depth + 1), {
          minLength: min,
          maxLength: Math.max(min, max),
        });
      }
      case "object":
        return this.validObject(schema, depth);
      default:
        return fc.constant(null);
    }
  }

  private validObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const required = (schema.required ?? []).filter((key) => key in properties);
    if (depth >= this.maxDepth) return fc.constant({});
    const model = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, this.valid(child, key, depth + 1)]));
    const record = fc.record(model, { requiredKeys: required });
    const extra = schema.additionalProperties;
    if (extra && typeof extra === "object" && Object.keys(properties).length === 0) {
      // Records are keyed by identifiers (booking fields); the document does not carry zod's key rule.
      const keys = fc.stringMatching(new RegExp(schema.propertyNames?.pattern ?? "^[a-zA-Z][a-zA-Z0-9_]{0,19}$"));
      return fc.dictionary(keys, this.valid(extra, undefined, depth + 1), { maxKeys: 4 });
    }
    return record;
  }

  /** A value of a JSON type the schema does not allow (none when the schema allows every type). */
  wrongType(input: JsonSchema): fc.Arbitrary<unknown> | null {
    const schema = this.resolve(input);
    const types = typesOf(schema);
    if (types.length === 0 || schema.anyOf || schema.oneOf) return null;
    const allowed = new Set(types);
    if (schema.nullable) allowed.add("null");
    if (allowed.has("number")) allowed.add("integer");
    const wrong = ANY_TYPE.filter((v) => !allowed.has(jsonTypeOf(v)));
    return wrong.length > 0 ? fc.constantFrom(...wrong) : null;
  }

  /** Values a careful server must refuse or at least survive. */
  nasty(input: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(input);
    const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...NASTY_STRINGS), fc.constantFrom(...NASTY_NUMBERS, ...ANY_TYPE)];
    const wrong = this.wrongType(schema);
    if (wrong) options.push(wrong, wrong);
    const types = typesOf(schema);
    if (schema.enum)
      options.push(this.valid(schema, name, depth).map((v) => (typeof v === "string" ? v.toUpperCase() + " " : `${String(v)}x`)));
    if (types.includes("string")) options.push(...nastyStrings(schema, this.valid(schema, name, depth)));
    if (types.includes("integer") || types.includes("number")) options.push(...nastyNumbers(schema, types.includes("integer")));
    if (types.includes("array") && depth < this.maxDepth) options.push(...this.nastyArrays(schema, depth));
    if (types.includes("object") && depth < this.maxDepth) options.push(...this.nastyObjects(schema, depth, name));
    return fc.oneof(...options);
  }

  private nastyArrays(schema: JsonSchema, depth: number): fc.Arbitrary<unknown>[] {
    const item = this.valid(schema.items ?? {}, undefined, depth + 1);
    const out: fc.Arbitrary<unknown>[] = [
      fc.array(this.nasty(schema.items ?? {}, undefined, depth + 1), { minLength: 1, maxLength: 3 }),
      fc.constant(new RawJson(`${"[".repeat(800)}${"]".repeat(800)}`)),
      fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
    ];
    if (schema.maxItems !== undefined) out.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
    if (schema.minItems) out.push(fc.array(item, { minLength: 0, maxLength: schema.minItems - 1 }));
    return out;
  }

  private nastyObjects(schema: JsonSchema, depth: number, name?: string): fc.Arbitrary<unknown>[] {
    const properties = schema.properties ?? {};
    const keys = Object.keys(properties);
    // Made odd from valid values, samples included, so that one odd part meets otherwise good input.
    const valid = this.valid(schema, name, depth).filter(
      (v): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v),
    );
    const out: fc.Arbitrary<unknown>[] = [
      valid.map((v) => ({ ...v, unexpectedField: "surprise" })),
      valid.map((v) => withOwnKey(v, "__proto__", { polluted: true, isOperator: true })),
      valid.map((v) => withOwnKey(v, "constructor", { prototype: { polluted: true } })),
      fc.constant(new RawJson(`${'{"a":'.repeat(800)}1${"}".repeat(800)}`)),
      fc.constant({}),
    ];
    const required = (schema.required ?? []).filter((key) => key in properties);
    if (required.length > 0) {
      out.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== key))),
      );
    }
    if (keys.length > 0) {
      out.push(
        fc
          .tuple(valid, fc.constantFrom(...keys))
          .chain(([v, key]) => this.nasty(properties[key]!, key, depth + 1).map((bad) => withOwnKey(v, key, bad))),
      );
    }
    return out;
  }
}

function mergeAll(parts: JsonSchema[], outer: JsonSchema): JsonSchema {
  const merged: JsonSchema = { ...outer, allOf: undefined };
  for (const part of parts) {
    Object.assign(merged, {
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    });
  }
  return merged;
}

function smallJson(): fc.Arbitrary<unknown> {
  return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min + 40, 40);
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.pattern) {
    // Only the declared bounds filter (a pattern fixes its own length): short repeats are generated again.
    const declared = (s: string) => s.length >= min && (schema.maxLength === undefined || s.length <= schema.maxLength);
    return fc.stringMatching(new RegExp(schema.pattern), { size: min > 8 ? "medium" : "small" }).filter(declared);
  }
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress().filter(fits);
    case "date-time":
      return fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc
        .date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "uri":
    case "url":
      return fc.webUrl().filter(fits);
  }
  const length = { minLength: min, maxLength: Math.min(max, min + 60) };
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ ...length, unit: "grapheme-ascii" }) },
    { weight: 1, arbitrary: fc.string({ ...length, unit: "grapheme" }).filter(fits) },
  );
}

function numberBounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : 1e-6;
  let lo = schema.minimum ?? -1_000_000;
  let hi = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) lo += step;
  else if (typeof schema.exclusiveMinimum === "number") lo = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) hi -= step;
  else if (typeof schema.exclusiveMaximum === "number") hi = schema.exclusiveMaximum - step;
  // fc.integer works within 32 bits; the API's bounds are far inside that.
  lo = Math.max(lo, -2_147_483_648);
  hi = Math.min(hi, 2_147_483_647);
  return { lo, hi };
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { lo, hi } = numberBounds(schema, integer);
  const ints = fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  if (integer || Math.ceil(lo) > Math.floor(hi))
    return integer ? ints : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(ints, fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }));
}

function nastyStrings(schema: JsonSchema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown>[] {
  const asText = valid.map((v) => String(v));
  const out: fc.Arbitrary<unknown>[] = [
    asText.map((v) => `${v}\u0000`),
    asText.map((v) => ` ${v} `),
    asText.map((v) => `${v}'; drop table users; --`),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.string({ unit: "binary", maxLength: 30 }),
    // A huge string, well inside the 1 MB body limit.
    fc.constant("A".repeat(200_000)),
  ];
  if (schema.maxLength !== undefined) {
    out.push(
      fc.constant("x".repeat(schema.maxLength + 1)),
      fc.constant("é".repeat(schema.maxLength + 1)),
      fc.constant("😀".repeat(schema.maxLength)),
    );
  }
  if (schema.minLength && schema.minLength > 0) out.push(fc.constant("x".repeat(schema.minLength - 1)));
  return out;
}

function nastyNumbers(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown>[] {
  const { lo, hi } = numberBounds(schema, integer);
  const out: unknown[] = [];
  if (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined) out.push(Math.ceil(lo) - 1, lo - 0.5);
  if (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined) out.push(Math.floor(hi) + 1, hi + 0.5);
  if (integer) out.push(1.5, Math.ceil(lo) + 0.25);
  out.push(new RawJson(String(Math.ceil(lo)).concat(".0e0")));
  return [fc.constantFrom(...NASTY_NUMBERS), fc.constantFrom(...out)];
}
