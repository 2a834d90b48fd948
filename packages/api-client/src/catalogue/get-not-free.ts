import type { NotFree } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { query } from "../paths.ts";

/**
 * GET /api/public/availability/not-free?date (no sign-in): the offerings on sale whose vendors cannot take a booking
 * on the date, blocked or full ("Free on my date", docs/decisions/0058). A date gone by is 400.
 */
export function getNotFree(api: ApiTransport, date: string, { signal }: CallOptions = {}) {
  return send<NotFree>(api, { method: "GET", path: `/api/public/availability/not-free${query({ date })}`, signal });
}
