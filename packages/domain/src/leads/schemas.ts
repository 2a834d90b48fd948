import { z } from "zod";
import { offeringIdSchema } from "../catalogue/schemas.ts";

// spec: application §3 (Call lead payload), §7 (POST /consumer/call-lead)

export const callLeadRequestSchema = z
  .object({ offeringId: offeringIdSchema, vendorName: z.string().max(120), offeringName: z.string().max(200) })
  .strict();
export const callLeadResponseSchema = z.object({ vendorName: z.string(), phoneNumber: z.string() });
