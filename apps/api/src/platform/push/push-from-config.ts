import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { LocalMessageLog } from "../local-message-log.ts";
import { ConsolePushProvider } from "./console-push-provider.ts";
import { ExpoPushProvider } from "./expo-push-provider.ts";
import type { PushProvider } from "./push-provider.ts";

/**
 * The configured push service: Expo's, none, or on local and test runs the console provider, which keeps pushes in
 * the local message log beside the SMS (config.ts refuses it in production).
 */
export function pushFromConfig(config: Config, log: FastifyBaseLogger, localMessages: LocalMessageLog): PushProvider | null {
  const { push } = config;
  if (push.provider === "none") return null;
  if (push.provider === "expo") return new ExpoPushProvider({ baseUrl: push.baseUrl, accessToken: push.accessToken });
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsolePushProvider(log, localMessages, { terminal, pageUrl: `${config.publicOrigin}/dev/outbox` });
}
