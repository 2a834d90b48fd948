import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { errorEnvelopeSchema } from "@utsav/domain";

/** The OpenAPI document at /api/docs/json and its browsable page at /api/docs, both built from the zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Any route may answer 503 in the envelope, with Retry-After, while the database is away or the server drains
  // (platform/errors.ts): every documented route declares it, so clients and the schema checks know the shape.
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.url.startsWith("/api/") && response && !("503" in response)) response[503] = errorEnvelopeSchema;
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Utsav marketplace API",
        description: "Catalogue, search, accounts, bookings and the vendor area. Every response is { success, data, errorMessage }.",
        version: "1.0.0",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
