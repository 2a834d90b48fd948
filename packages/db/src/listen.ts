import type { Client as PgClient } from "pg";
import { CONNECT_TIMEOUT_MS } from "./client.ts";
import type { ListenHandlers } from "./client.ts";

const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000];

/**
 * LISTEN on a dedicated connection that is opened again whenever it is lost (after 0.25, 0.5, 1, then every 2 s),
 * with `onResync` once it is back. Resolves after the first attempt, successful or not.
 */
export async function listenPostgres(
  Client: typeof PgClient,
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let current: PgClient | null = null;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  const retry = () => {
    if (stopped || timer) return;
    // After the listed delays, the last one again.
    const delay = RECONNECT_DELAYS_MS[failures] ?? RECONNECT_DELAYS_MS.at(-1) ?? 0;
    failures++;
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, delay);
    timer.unref();
  };
  const lost = (client: PgClient, err?: Error) => {
    if (current !== client) return;
    if (err) handlers.onError?.(err);
    current = null;
    client.end().catch(() => {});
    retry();
  };
  const connect = async (resync: boolean) => {
    const client = new Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: "utsav-api-listen",
    });
    client.on("error", (err) => lost(client, err));
    client.on("end", () => lost(client));
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      handlers.onError?.(err as Error);
      client.end().catch(() => {});
      retry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    failures = 0;
    if (resync) handlers.onResync();
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
