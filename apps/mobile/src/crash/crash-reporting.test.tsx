import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { Text } from "react-native";
import { expectAccessibleControls } from "../../test/accessible-controls";
import { homeEnvelope } from "../../test/fixtures/catalogue";
import { createFakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { createCrashReporter, setCrashReporter } from "./crash-reporter";
import { catchUncaughtErrors } from "./global-handlers";

// Issue 42: "no error boundary or crash reporting" (docs/decisions/0062).

const DSN = "https://0a1b2c3d4e5f@o4508.ingest.sentry.io/4508123";
const ENVELOPE_URL = "https://o4508.ingest.sentry.io/api/4508123/envelope/?sentry_key=0a1b2c3d4e5f&sentry_version=7";
const config = { sentryDsn: DSN, release: "utsav@1.0.0", environment: "production" as const };
const PHONE = "98450 12345";

/** Sentry at its HTTP boundary: records each envelope posted, and answers 200. */
function fakeSentry() {
  const posts: { url: string; lines: Record<string, unknown>[] }[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posts.push({
      url: String(url),
      lines: String(init?.body)
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    });
    return { status: 200, ok: true } as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, posts };
}

let restore: () => void = () => {};
afterEach(() => restore());

describe("crash reports", () => {
  it("send one envelope to Sentry with the release, environment and platform, and no personal data", async () => {
    const sentry = fakeSentry();
    const error = new Error(`No answer for +91 ${PHONE} at https://utsavmarket.in/api/consumer?phone=9845012345 (Bearer abcdef)`);
    await createCrashReporter(config, sentry.fetch).captureException(error, { source: "global", fatal: true });

    expect(sentry.posts).toHaveLength(1);
    const [post] = sentry.posts;
    expect(post?.url).toBe(ENVELOPE_URL);
    const [header, item, event] = post?.lines ?? [];
    expect(header).toEqual({ event_id: expect.stringMatching(/^[0-9a-f]{32}$/), sent_at: expect.any(String) });
    expect(item).toEqual({ type: "event", content_type: "application/json" });
    expect(event).toMatchObject({
      event_id: header?.event_id,
      platform: "javascript",
      level: "fatal",
      release: "utsav@1.0.0",
      environment: "production",
      tags: { source: "global", platform: "ios" },
      exception: {
        values: [{ type: "Error", value: "No answer for [redacted] at https://utsavmarket.in/api/consumer (Bearer [redacted])" }],
      },
    });
    const sent = JSON.stringify(post?.lines);
    for (const secret of [PHONE, "9845012345", "abcdef", "?phone"]) expect(sent).not.toContain(secret);
    expect(event).not.toHaveProperty("user");
  });

  it("send nothing without a DSN", async () => {
    const sentry = fakeSentry();
    await createCrashReporter({ ...config, sentryDsn: null }, sentry.fetch).captureException(new Error("boom"), { source: "screen" });
    expect(sentry.fetch).not.toHaveBeenCalled();
  });

  it("catch errors nobody caught, and hand them on to the handler before", async () => {
    const previous = jest.fn();
    let handler: (error: unknown, isFatal?: boolean) => void = previous;
    const errorUtils = { getGlobalHandler: () => handler, setGlobalHandler: (next: typeof handler) => (handler = next) };
    const globals = globalThis as { ErrorUtils?: unknown };
    const before = globals.ErrorUtils;
    globals.ErrorUtils = errorUtils;
    const report = jest.fn(async () => {});
    const stop = catchUncaughtErrors(report);
    const error = new Error("pressed too hard");
    handler(error, false);
    expect(report).toHaveBeenCalledWith(error, { source: "global", fatal: false });
    expect(previous).toHaveBeenCalledWith(error, false);
    stop();
    expect(handler).toBe(previous);
    globals.ErrorUtils = before;
  });
});

describe("a screen that throws", () => {
  let broken = true;
  function BrokenScreen() {
    if (broken) throw new Error(`Cannot draw the booking of ${PHONE}`);
    return <Text>Drawn at last</Text>;
  }

  beforeEach(() => {
    broken = true;
    // React says in the console that the boundary caught the error; that is this test's point, not a failure.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  it("shows what happened, Try again and the way home, and reports the error once", async () => {
    const sentry = fakeSentry();
    restore = setCrashReporter(createCrashReporter(config, sentry.fetch));
    renderApp("/broken", { routes: { broken: BrokenScreen } });
    expect(await screen.findByRole("header", { name: "This screen stopped working" })).toBeOnTheScreen();
    expect(screen.getByText("Something went wrong on our side. Please try again later.")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: "Try again" })).toBeOnTheScreen();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeOnTheScreen();
    expectAccessibleControls();
    await waitFor(() => expect(sentry.posts).toHaveLength(1));
    expect(sentry.posts[0]?.lines[2]).toMatchObject({
      exception: { values: [{ value: "Cannot draw the booking of [redacted]", mechanism: { type: "screen", handled: true } }] },
    });

    broken = false;
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Drawn at last")).toBeOnTheScreen();
    expect(sentry.posts).toHaveLength(1);
  });

  it("goes home from it", async () => {
    const app = renderApp("/broken", { api: createFakeApi().on("GET /api/home", homeEnvelope()), routes: { broken: BrokenScreen } });
    fireEvent.press(await screen.findByRole("link", { name: "Go to the home page" }));
    expect(await screen.findByText("Curated Gifts For Your Loved Ones")).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/");
  });
});
