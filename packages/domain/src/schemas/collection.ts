import { z } from "zod";
import { categorySchema, offeringCardSchema } from "./offering.ts";

// spec: application §3 "Collection: id (slug), category, title, description, offerings, totalCount"
export const collectionSchema = z.object({
  id: z.string(),
  category: categorySchema,
  title: z.string(),
  description: z.string(),
  offerings: z.array(offeringCardSchema),
  totalCount: z.number().int().min(0),
});
export type Collection = z.infer<typeof collectionSchema>;
