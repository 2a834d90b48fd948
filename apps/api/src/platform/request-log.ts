import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { LogController } from "fastify";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";

// One structured line per request, with a request id, and nothing in it that identifies a person or opens an
// account: no query strings, no headers, no bodies (decision 0010).

/** An incoming X-Request-Id is kept when it is a short, plain token (a proxy's or a client's), else replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(raw: IncomingMessage): string {
  const incoming = raw.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Fields that must never reach a log line, should anyone log a request, a reply or a body. */
const SECRET_FIELDS = ["phoneNumber", "phone", "otp", "code", "token", "documentNumber"];

export const LOG_REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-session-token"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [`body.${field}`, `req.body.${field}`, `request.body.${field}`, `*.body.${field}`]),
  // At the top level too, except `code`, which is also an error's code (FST_ERR_…) and worth keeping.
  ...SECRET_FIELDS.filter((field) => field !== "code"),
];

const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/**
 * Errors as pino writes them (type, message, stack, code, cause), except that a failed query's parameters (Drizzle
 * puts them in the message and in `params`: phone numbers, names) and a driver's `detail` (the offending values)
 * are left out.
 */
export function serializeError(error: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const scrub = (text: string | undefined) => (text ?? "").replace(QUERY_PARAMS, "\nparams: [Redacted]");
  const fields = error as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  return {
    type: error.constructor.name,
    message: scrub(error.message),
    stack: scrub(error.stack),
    ...(fields.code !== undefined ? { code: fields.code } : {}),
    ...(fields.statusCode !== undefined ? { statusCode: fields.statusCode } : {}),
    ...(typeof fields.query === "string" ? { query: fields.query } : {}),
    ...(error.cause !== undefined && depth < 5 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The route's pattern (/api/offerings/:id) when it has one; otherwise the path without its query string. */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  const [path = request.url] = request.url.split("?", 1);
  return pattern && !pattern.includes("*") ? pattern : path;
}

/** Replies whose connection closed before their answer was written (registerRequestLog). */
const abandoned = new WeakSet<FastifyReply>();

/**
 * True when the connection closed before the answer was written: the client went away (a tab closed, a request
 * cancelled, a body cut short), and nothing sent now reaches it.
 */
export function clientClosed(reply: FastifyReply): boolean {
  return abandoned.has(reply);
}

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
/** Fastify's logger is pino's, which says whether a level is written. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: Level): boolean };

/**
 * Writes a request's line, with the fields every request line carries, when its level is written at all. It goes
 * through the server's own logger with the request id as a field: the same line the request's child logger would
 * write, without making that child (see RequestLogger).
 */
function writeRequestLine(level: "info" | "error", request: FastifyRequest, reply: FastifyReply, fields: object, message: string): void {
  // Fastify's no-op logger (LOG_LEVEL=silent) has no levels to ask, and writes nothing.
  const logger = request.server.log as Partial<PinoLogger> & FastifyBaseLogger;
  if (!logger.isLevelEnabled?.(level)) return;
  logger[level](
    {
      reqId: request.id,
      method: request.method,
      url: routeOf(request),
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.session ? { userId: request.session.userId } : {}),
      ...fields,
    },
    message,
  );
}

/**
 * A request's logger (request.log), made into pino's child logger only when the request first writes a line at a
 * level that is written. Fastify makes a child for every request, binding its id; pino serialises and redacts that
 * binding each time, some 10 µs of the trivial route's 52 (CPU, at the benchmarks' level), though most requests
 * write no line but their request line, which writeRequestLine writes without one (docs/decisions/0026).
 */
class RequestLogger {
  #child: PinoLogger | undefined;

  constructor(
    private readonly parent: PinoLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}

  /** The server's level until the request has a child of its own, which may have been given another. */
  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  #logger(): PinoLogger {
    return (this.#child ??= this.parent.child(this.bindings) as PinoLogger);
  }

  #write(level: Level, args: unknown[]): void {
    if (!(this.#child ?? this.parent).isLevelEnabled(level)) return;
    // pino's log functions are overloaded on their first argument; these arguments are passed on as they came.
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  fatal(...args: unknown[]): void {
    this.#write("fatal", args);
  }

  error(...args: unknown[]): void {
    this.#write("error", args);
  }

  warn(...args: unknown[]): void {
    this.#write("warn", args);
  }

  info(...args: unknown[]): void {
    this.#write("info", args);
  }

  debug(...args: unknown[]): void {
    this.#write("debug", args);
  }

  trace(...args: unknown[]): void {
    this.#write("trace", args);
  }

  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger["child"]>): FastifyBaseLogger {
    return this.#logger().child(...args);
  }
}

/**
 * Fastify's factory of request loggers: a RequestLogger, unless the route sets its own level or serialisers (none
 * does today), which takes pino's child at once.
 */
function requestLogger(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: { level?: string; serializers?: unknown },
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options as never);
  return new RequestLogger(logger as PinoLogger, bindings);
}

/**
 * Fastify's own two lines per request (incoming, completed) carry the raw URL; this writes one line when the
 * response is done instead. A request whose client went away gets its one line when the connection closes
 * (registerRequestLog), so nothing more is written for it here.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (clientClosed(reply)) return;
    if (error) writeRequestLine("error", request, reply, { statusCode: reply.statusCode, err: error }, "request errored");
    else writeRequestLine("info", request, reply, { statusCode: reply.statusCode }, "request completed");
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (!clientClosed(reply)) super.streamError(error, request, reply);
  }
}

/** The logger and request-id options of the Fastify instance. */
export function loggingOptions(
  level: string,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, "logger" | "logController" | "genReqId" | "childLoggerFactory"> {
  // Silent, Fastify's own no-op logger serves every request, which needs no child and has no levels to ask.
  if (level === "silent") return { logger: false, logController: new OneLinePerRequest(), genReqId: requestId };
  return {
    logger: { level, redact: { paths: LOG_REDACT_PATHS }, serializers: { err: serializeError }, ...(stream ? { stream } : {}) },
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    childLoggerFactory: requestLogger,
  };
}

/**
 * Every response names its request id, so a user's report can be matched to the log line. A request whose client
 * closed the connection before the answer is logged as that, once, when it happens: an ordinary event (someone
 * navigated away), not an error, whatever the request was still waiting for.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    // A response closes after it finishes; closing first means the connection went before the answer did.
    let finished = false;
    reply.raw.once("finish", () => (finished = true));
    reply.raw.once("close", () => {
      if (finished) return;
      abandoned.add(reply);
      writeRequestLine("info", request, reply, {}, "client closed the request");
    });
    done();
  });
}
