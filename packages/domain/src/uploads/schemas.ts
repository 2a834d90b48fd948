import { z } from "zod";

// The generic upload call, POST /api/upload (docs/decisions/0027: uploads).

export const uploadResponseSchema = z.object({ profileImage: z.string(), files: z.array(z.object({ name: z.string(), url: z.string() })) });
