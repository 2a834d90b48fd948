import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok, operatorAccountParamsSchema, operatorInviteSchema, operatorListSchema, operatorSchema } from "@utsav/domain";
import { signedInUser } from "../../platform/auth.ts";
import { currentOperator, operatorErrors } from "./operator-context.ts";

// Operators' accounts (docs/decisions/0020): who can open the console, inviting another, and disabling or enabling
// one, each on the record.

const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/operators",
    {
      schema: {
        tags: ["operator"],
        summary: "Every operator's account, disabled ones too, and which one is asking",
        response: { 200: envelope(operatorListSchema), ...operatorErrors },
      },
    },
    async (request) => ok({ operators: await app.operators.list(), currentOperatorId: signedInUser(request) }),
  );

  app.post(
    "/operators",
    {
      schema: {
        tags: ["operator"],
        summary: "Invite an operator: their number can then sign in at /ops/login (409 when it already belongs to one)",
        body: operatorInviteSchema,
        response: { 200: envelope(operatorSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const { operator } = await app.operators.add(request.body.phoneNumber, request.body.fullName, await currentOperator(app, request));
      return ok(operator);
    },
  );

  app.post(
    "/operators/:id/disable",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Disable an operator, on the record: every session of theirs ends at once and they cannot sign in until enabled (409 for one's own account, the last active operator, or one already disabled)",
        params: operatorAccountParamsSchema,
        response: { 200: envelope(operatorSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await app.operators.setDisabled(request.params.id, true, await currentOperator(app, request))),
  );

  app.post(
    "/operators/:id/enable",
    {
      schema: {
        tags: ["operator"],
        summary: "Enable a disabled operator again, on the record: they can sign in again (409 when not disabled)",
        params: operatorAccountParamsSchema,
        response: { 200: envelope(operatorSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await app.operators.setDisabled(request.params.id, false, await currentOperator(app, request))),
  );
};

export default operatorRoutes;
