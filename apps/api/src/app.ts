import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./platform/config.ts";
import type { Database } from "@utsav/db";
import { BODY_LIMITS } from "./platform/http/body-limits.ts";
import { COMPRESS_THRESHOLD_BYTES } from "./platform/http/response-cache.ts";
import { registerAuth } from "./platform/auth.ts";
import { rateLimitedWrites } from "./platform/rate-limit.ts";
import database from "./platform/database.ts";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./platform/errors.ts";
import { registerAssets } from "./platform/assets.ts";
import { registerMedia } from "./platform/media.ts";
import { registerAppLinks } from "./platform/app-links.ts";
import { registerOpenApi } from "./platform/openapi.ts";
import { loggingOptions, registerRequestLog } from "./platform/request-log.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import providers, { assertSignInCodesDelivered } from "./platform/providers.ts";
import type { Clock } from "./platform/scheduler/clock.ts";
import type { PaymentProvider } from "./platform/payments/payment-provider.ts";
import { registerWeb } from "./platform/web.ts";
import healthRoutes from "./platform/health.ts";
import accounts from "./modules/accounts/index.ts";
import availability from "./modules/availability/index.ts";
import reviews from "./modules/reviews/index.ts";
import bookings from "./modules/bookings/index.ts";
import payments from "./modules/payments/index.ts";
import briefs from "./modules/briefs/index.ts";
import catalogue from "./modules/catalogue/index.ts";
import leads from "./modules/leads/index.ts";
import notifications from "./modules/notifications/index.ts";
import operations from "./modules/operations/index.ts";
import privacy from "./modules/privacy/index.ts";
import search from "./modules/search/index.ts";
import terms from "./modules/terms/index.ts";
import uploads from "./modules/uploads/index.ts";
import vendors from "./modules/vendors/index.ts";
import waitlist from "./modules/waitlist/index.ts";
import type { EmailProvider } from "./platform/email/email-provider.ts";
import type { SmsProvider } from "./platform/sms/sms-provider.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  /** Share a database across app instances (tests); by default the app opens and closes its own. */
  database?: Database;
  /** Replace the SMS provider (tests of the gateway adapter); by default it follows the configuration. */
  sms?: SmsProvider;
  /** Replace the e-mail provider (tests); by default it follows the configuration. */
  email?: EmailProvider;
  /** The scheduler's clock (tests move it); by default the system's. */
  clock?: Clock;
  /** Replace the payment provider (tests); by default it follows the configuration. */
  payments?: PaymentProvider | null;
  /** Where log lines go instead of stdout (the API tests capture them to check what is logged). */
  logStream?: { write(line: string): void };
}

/**
 * Any body but an upload (JSON): 16 KB, well above a booking, a waitlist entry, a search or a profile section at
 * their longest, so a bigger one is refused with 413 before it is read, let alone parsed (docs/decisions/0016). The
 * few routes whose largest valid body is bigger set their own `bodyLimit` (platform/http/body-limits.ts).
 */
const BODY_LIMIT_BYTES = BODY_LIMITS.default;

/**
 * Builds the application: external plugins first, then the platform (the database, the providers, auth), then one
 * plugin per business module, each with its routes under /api (docs/decisions/0027), and the web app last.
 * Migrates and seeds the database before it is ready.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config.logLevel, options.logStream),
    // The client address of rate limits is the socket's unless TRUST_PROXY names the proxies in front (platform/config.ts).
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    // The database plugin migrates and seeds, waiting its turn behind other processes starting on the same
    // PostgreSQL: as long as that takes, so no start-up timeout (Fastify's default is 10 s a plugin).
    pluginTimeout: 0,
    // Requests arriving while the server drains get a 503 in the envelope instead (platform/errors.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // A malformed address or an over-long path value is refused before any route: still in the envelope.
    frameworkErrors,
    // And what Node's parser refuses before any route (a 431 for a very long address), too.
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  registerErrorHandling(app);
  registerRequestLog(app);
  await registerSecurityHeaders(app, { production: config.isProduction, devServer: config.web === "dev" });

  // Answers are compressed; request bodies are not decompressed: no client of this API compresses them, and taking
  // them would only give a client a way to make the server inflate data, with a hook on every request (decision 26).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    globalDecompression: false,
    // Brotli at the plugin's own quality (4), with a 256 KB window instead of 4 MB: no answer is that large, and
    // setting up the larger window for each answer was a third of the cost of compressing the 460 KB OpenAPI
    // document (15.7 → 12.2 ms of CPU), for 1% smaller output (decision 26).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  await registerOpenApi(app);

  assertSignInCodesDelivered(config, options.sms);
  await app.register(database, { database: options.database });
  await app.register(providers, { sms: options.sms, email: options.email, clock: options.clock, payments: options.payments });
  await registerAuth(app);
  // Every write of the vendor area and the operations console is rate-limited, whichever module registers it.
  rateLimitedWrites(app);

  await registerAssets(app);
  await registerMedia(app);
  // The site's /.well-known/ files for the native app's links (docs/decisions/0061).
  await registerAppLinks(app);

  await app.register(healthRoutes, { prefix: "/api" });
  // Each module declares the modules it needs (fastify-plugin's dependencies), so this order is checked at start.
  for (const module of [
    notifications,
    catalogue,
    availability,
    terms,
    search,
    accounts,
    uploads,
    waitlist,
    payments,
    bookings,
    leads,
    briefs,
    vendors,
    operations,
    reviews,
    privacy,
  ]) {
    await app.register(module);
  }
  if (config.web !== "off") await registerWeb(app, config.web);

  return app;
}

/** Trusts the nearest `hops` proxies: X-Forwarded-For is read that many hops back from the socket, no further. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;
