// The OpenAPI document as the fuzz suite reads it: its operations, and its schemas (OpenAPI 3.0, as
// @fastify/swagger writes them) turned into plain JSON Schema for Ajv and for the generators.

/** The subset of JSON Schema / OpenAPI 3.0 schema objects the API's zod schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** A boolean in OpenAPI 3.0 (with minimum), a number in JSON Schema draft 6 and later. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  $ref?: string;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  description?: string;
  definitions?: Record<string, JsonSchema>;
}

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
}

interface OperationObject {
  summary?: string;
  description?: string;
  consumes?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface NamedSchema {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/public/booking" */
  key: string;
  method: string;
  /** The OpenAPI path, with {param}. */
  path: string;
  /** The Fastify route pattern, with :param. */
  pattern: string;
  summary: string;
  pathParams: NamedSchema[];
  query: NamedSchema[];
  headers: NamedSchema[];
  /** The JSON body's schema, when the route declares one. */
  body: JsonSchema | null;
  bodyRequired: boolean;
  /** The route takes multipart/form-data (uploads); its fields have no schema in the document. */
  multipart: boolean;
  /** Declared responses by status code ("200", "4XX", "default"), each with its JSON schema (or null). */
  responses: Record<string, JsonSchema | null>;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

export function toFastifyPattern(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ":$1");
}

/** Every operation of the document whose path starts with one of the prefixes. */
export function listOperations(doc: OpenApiDocument, include: (path: string) => boolean): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!include(path)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const named = (where: Parameter["in"]) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? where === "path", schema: p.schema ?? {} }));
      const content = op.requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((type) => type.includes("json"));
      const consumes = [...(op.consumes ?? []), ...Object.keys(content)];
      const responses: Record<string, JsonSchema | null> = {};
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const media = Object.entries(response.content ?? {}).find(([type]) => type.includes("json"))?.[1];
        responses[status] = media?.schema ?? null;
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pattern: toFastifyPattern(path),
        summary: [op.summary, op.description].filter(Boolean).join(" "),
        pathParams: named("path"),
        query: named("query"),
        headers: named("header"),
        body: jsonType ? (content[jsonType]!.schema ?? {}) : null,
        bodyRequired: op.requestBody?.required ?? false,
        // OpenAPI 3 drops a body-less route's `consumes`; upload routes name multipart in their summary.
        multipart: consumes.some((type) => type.startsWith("multipart/")) || /multipart/i.test(op.summary ?? ""),
        responses,
      });
    }
  }
  return operations;
}

/** The declared schema for a status: the exact code, then "4XX"-style ranges, then "default". */
export function declaredResponse(op: Operation, status: number): { declared: boolean; schema: JsonSchema | null } {
  for (const key of [String(status), `${String(status)[0]}XX`, "default"]) {
    if (key in op.responses) return { declared: true, schema: op.responses[key] ?? null };
  }
  return { declared: false, schema: null };
}

/**
 * The routes Fastify registered, from printRoutes(). An onRoute hook cannot collect them in a test: buildApp
 * registers every route before buildTestApp hands the instance to its beforeReady callback. Each line of the
 * tree is a node; a child's text continues its parent's path ("/api/vendor/offering" + "s").
 */
export function parseRouteTree(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (depth > 0 ? stack[depth - 1]! : "") + match[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? "")
      .split(",")
      .map((m) => m.trim())
      .filter(Boolean))
      routes.push({ method, url });
  }
  return routes;
}

/** Resolves a local "#/components/schemas/X" reference. */
export function resolveRef(schema: JsonSchema, definitions: Record<string, JsonSchema> | undefined): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = /^#\/(?:components\/schemas|definitions)\/(.+)$/.exec(current.$ref)?.[1];
    const target = name ? definitions?.[decodeURIComponent(name)] : undefined;
    if (!target) throw new Error(`cannot resolve ${current.$ref}`);
    current = target;
  }
  return current;
}

/**
 * OpenAPI 3.0 schema → JSON Schema (draft 7) for Ajv: `nullable` becomes "or null", boolean exclusive bounds
 * become numeric ones, and component references point at `definitions` carried along with the schema.
 */
export function toJsonSchema(schema: JsonSchema, components: Record<string, JsonSchema> = {}): JsonSchema {
  const converted = convert(schema);
  const names = Object.keys(components);
  if (names.length === 0) return converted;
  return { ...converted, definitions: Object.fromEntries(names.map((name) => [name, convert(components[name]!)])) };
}

function convert(schema: JsonSchema): JsonSchema {
  if (typeof schema !== "object" || schema === null) return schema;
  const { nullable, exclusiveMinimum, exclusiveMaximum, ...rest } = schema;
  const out: JsonSchema = { ...rest };
  if (out.$ref) out.$ref = out.$ref.replace("#/components/schemas/", "#/definitions/");
  if (typeof exclusiveMinimum === "number") out.exclusiveMinimum = exclusiveMinimum;
  else if (exclusiveMinimum === true && out.minimum !== undefined) {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  }
  if (typeof exclusiveMaximum === "number") out.exclusiveMaximum = exclusiveMaximum;
  else if (exclusiveMaximum === true && out.maximum !== undefined) {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  }
  if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, convert(v)]));
  if (out.additionalProperties && typeof out.additionalProperties === "object")
    out.additionalProperties = convert(out.additionalProperties);
  if (out.propertyNames) out.propertyNames = convert(out.propertyNames);
  if (out.items) out.items = convert(out.items);
  if (out.prefixItems) out.prefixItems = out.prefixItems.map(convert);
  for (const key of ["anyOf", "oneOf", "allOf"] as const) if (out[key]) out[key] = out[key].map(convert);
  if (out.not) out.not = convert(out.not);
  if (nullable) {
    // `enum: [null]` next to `nullable` (zod's z.null()) stays valid: null passes the second branch.
    return { anyOf: [out, { type: "null" }] };
  }
  return out;
}
