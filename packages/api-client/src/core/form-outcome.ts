import type { EnvelopeResult } from "./envelope.ts";

/** What a form shows once its call is over: done, or one message. */
export type FormOutcome = { ok: true } | { ok: false; message: string };

/**
 * A form's call, read as the form shows it (application §8): done, the server's message when it refused with one,
 * else `refused`; a call that got no answer (offline, timed out) says `unanswered`.
 */
export async function formOutcome(call: Promise<EnvelopeResult<unknown>>, refused: string, unanswered = refused): Promise<FormOutcome> {
  try {
    const result = await call;
    return result.ok ? { ok: true } : { ok: false, message: result.errorMessage ?? refused };
  } catch {
    return { ok: false, message: unanswered };
  }
}
