import { z } from "zod";

// Local runs only (docs/decisions/0054): the clock that timed rules read, moved forward to see what time does.

/** The most one request moves the local clock: 30 days. */
export const DEV_CLOCK_MAX_HOURS = 720;

export const devClockRequestSchema = z
  .object({
    hours: z
      .number({ error: `Give the hours to move the clock forward: 1 to ${DEV_CLOCK_MAX_HOURS}` })
      .int(`Give the hours to move the clock forward: 1 to ${DEV_CLOCK_MAX_HOURS}`)
      .min(1, `Give the hours to move the clock forward: 1 to ${DEV_CLOCK_MAX_HOURS}`)
      .max(DEV_CLOCK_MAX_HOURS, `Give the hours to move the clock forward: 1 to ${DEV_CLOCK_MAX_HOURS}`),
  })
  .strict();

export const devClockSchema = z.object({
  /** The local clock's time, ISO. */
  now: z.string(),
  /** How many hours it is ahead of the machine's. */
  aheadHours: z.number(),
});
export type DevClock = z.infer<typeof devClockSchema>;
