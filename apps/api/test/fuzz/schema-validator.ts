import { createRequire } from "node:module";
import type { JsonSchema } from "./openapi.ts";
import { toJsonSchema } from "./openapi.ts";

// Ajv 8, the validator Fastify itself is built on. The workspace root's `ajv` is ESLint's version 6, so the
// suite loads the copy Fastify depends on (fastify → @fastify/ajv-compiler → ajv 8) rather than a new
// dependency. Formats are not checked: the document's formats (email, uuid…) come with patterns that are.

interface AjvError {
  instancePath: string;
  message?: string;
}
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}
interface AjvInstance {
  compile(schema: object): ValidateFunction;
}
type AjvConstructor = new (options: Record<string, unknown>) => AjvInstance;

function loadAjv(): AjvConstructor {
  const fromHere = createRequire(import.meta.url);
  const fromFastify = createRequire(fromHere.resolve("fastify"));
  const fromCompiler = createRequire(fromFastify.resolve("@fastify/ajv-compiler"));
  const module = fromCompiler("ajv") as { default: AjvConstructor };
  return module.default;
}

const Ajv = loadAjv();

/** Validates values against OpenAPI 3.0 schemas; compiled validators are kept per schema object. */
export class SchemaValidator {
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false, allowUnionTypes: true });
  private readonly compiled = new WeakMap<JsonSchema, ValidateFunction>();

  constructor(private readonly components: Record<string, JsonSchema> = {}) {}

  /** null when the value is valid, else the first problem ("/data/offerings/0/price: must be >= 0"). */
  problem(schema: JsonSchema, value: unknown): string | null {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema, this.components));
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return null;
    const first = validate.errors?.[0];
    return `${first?.instancePath || "(root)"}: ${first?.message ?? "invalid"}`;
  }

  accepts(schema: JsonSchema, value: unknown): boolean {
    return this.problem(schema, value) === null;
  }
}
