import type { CrashContext, CrashReporter } from "./crash-reporter";
import { scrubText, scrubUrl } from "./scrub";

// Sentry, reached through its HTTP envelope endpoint (POST /api/<project>/envelope/) with fetch: no SDK and no native
// module, so the app carries a few hundred lines rather than Sentry's React Native SDK and its native crash handler.
// The key goes in the query string (sentry_key, sentry_version), as Sentry's browser SDK sends it, so the web export
// needs no CORS preflight. Every text is scrubbed first (scrub.ts); no user, device id or request is attached.

export interface SentryOptions {
  /** https://<public key>@<host>[/<path>]/<project id> */
  dsn: string;
  release: string;
  environment: string;
  /** ios, android or web. */
  platform: string;
  fetch?: typeof fetch;
}

interface Dsn {
  publicKey: string;
  envelopeUrl: string;
}

/** The envelope endpoint and key a DSN names, or null when it is not one. */
export function parseDsn(dsn: string): Dsn | null {
  const match = /^(https?):\/\/([^@/\s]+)@([^/\s]+)((?:\/[^/\s]+)*)\/(\d+)\/?$/.exec(dsn.trim());
  if (!match) return null;
  const [, protocol, publicKey, host, path, project] = match;
  const query = `sentry_key=${encodeURIComponent(publicKey ?? "")}&sentry_version=7`;
  return { publicKey: publicKey ?? "", envelopeUrl: `${protocol}://${host}${path}/api/${project}/envelope/?${query}` };
}

/** A reporter sending to Sentry, or null when the DSN cannot be read (then nothing is sent). */
export function sentryCrashReporter(options: SentryOptions): CrashReporter | null {
  const dsn = parseDsn(options.dsn);
  if (!dsn) return null;
  const send = options.fetch ?? globalThis.fetch;
  return {
    async captureException(error, context) {
      try {
        const eventId = newEventId();
        await send(dsn.envelopeUrl, { method: "POST", body: sentryEnvelope(eventId, sentryEvent(eventId, error, context, options)) });
      } catch {
        // A report that cannot be sent is dropped: reporting must never become a second crash.
      }
    },
  };
}

/** Sentry's event: the exception, scrubbed, with the release, environment and platform; nothing about the person. */
export function sentryEvent(eventId: string, error: unknown, context: CrashContext, options: SentryOptions) {
  const thrown = error instanceof Error ? error : null;
  return {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: "javascript",
    level: context.fatal ? "fatal" : "error",
    release: options.release,
    environment: options.environment,
    tags: { source: context.source, platform: options.platform },
    contexts: { os: { name: options.platform } },
    exception: {
      values: [
        {
          type: thrown?.name ?? "Error",
          value: scrubText(thrown ? thrown.message : String(error)),
          mechanism: { type: context.source, handled: context.source === "screen" },
          ...(thrown?.stack ? { stacktrace: { frames: stackFrames(thrown.stack) } } : {}),
        },
      ],
    },
  };
}

/** The envelope: its header, the item's header, then the event, one JSON document a line. */
export function sentryEnvelope(eventId: string, event: object): string {
  const header = { event_id: eventId, sent_at: new Date().toISOString() };
  return [header, { type: "event", content_type: "application/json" }, event].map((part) => JSON.stringify(part)).join("\n");
}

/** How many frames a report keeps, from the one that threw. */
const MAX_FRAMES = 50;

/**
 * The frames of a JavaScript stack ("at name (file:line:column)", Hermes adding "address at"), oldest first as Sentry
 * wants them, with each file's address cut at its query (a development bundle's URL names the computer serving it).
 */
export function stackFrames(stack: string) {
  const frames = stack
    .split("\n")
    .map((line) => /^\s*at (?:(.+?) \()?(?:address at )?(.+?):(\d+):(\d+)\)?\s*$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .slice(0, MAX_FRAMES)
    .map(([, name, file, line, column]) => ({
      function: name ? scrubText(name) : "?",
      filename: scrubUrl(file ?? ""),
      lineno: Number(line),
      colno: Number(column),
    }));
  return frames.reverse();
}

/** 32 hexadecimal digits, as Sentry names events. Not a secret: Math.random is enough. */
function newEventId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
}
