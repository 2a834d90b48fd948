// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { VENDOR_WEB_LINK_COPY } from "@utsav/domain/client";
import { headers, loader } from "./continue";

// The app's one-time link to a vendor page (docs/decisions/0072): the page redeems the code on the server, passes the
// API's session cookie on and goes to the page. In Node, as the server runs it: a browser's Headers (happy-dom) hide
// Set-Cookie and Sec-Fetch-Site. The failure page itself: continue.test.tsx.

const CODE = "q3Vb8m0dKx7YtR2nWf5LcZp9HsJe4UaGi1oNyTlPwQk";
const COOKIE = "utsav_session=newvendorsessiontoken0123456789abcdefghijklm; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax";

type Answer = { status: number; body: unknown; setCookie?: string[] };

function run(answer: Answer, requestHeaders: Record<string, string> = { "sec-fetch-site": "none" }) {
  const post = vi.fn(async () => answer);
  const request = new Request(`http://localhost/vendor/continue?code=${CODE}`, { headers: requestHeaders });
  const result = loader({ request, context: { api: { post } }, params: {} } as unknown as Parameters<typeof loader>[0]).catch(
    (thrown: unknown) => thrown,
  );
  return { post, result };
}

const refused = (status: number, errorMessage: string): Answer => ({ status, body: { success: false, data: null, errorMessage } });

describe("/vendor/continue", () => {
  it("redeems the code once on the server, passes the new session's cookie on and goes to the page", async () => {
    const { post, result } = run({
      status: 200,
      body: { success: true, data: { next: "/vendor/gallery" }, errorMessage: null },
      setCookie: [COOKIE],
    });
    const response = (await result) as Response;
    expect(post).toHaveBeenCalledWith("/api/auth/vendor/web-link/redeem", { code: CODE });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/vendor/gallery");
    expect(response.headers.getSetCookie()).toEqual([COOKIE]);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("never goes off the vendor area, whatever the answer names", async () => {
    const { result } = run({
      status: 200,
      body: { success: true, data: { next: "https://evil.example/" }, errorMessage: null },
      setCookie: [COOKIE],
    });
    const answer = (await result) as { data: unknown; init: ResponseInit };
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer.data).toEqual({ failed: true });
  });

  it("shows the failure, unstored and without a Referer, when the code was used or has expired", async () => {
    const { result } = run(refused(410, VENDOR_WEB_LINK_COPY.codeRefused));
    const answer = (await result) as { data: unknown; init: ResponseInit };
    expect(answer.data).toEqual({ failed: true });
    expect(answer.init.status).toBe(410);
    const sent = new Headers(answer.init.headers);
    expect(sent.get("cache-control")).toBe("no-store");
    expect(sent.get("referrer-policy")).toBe("no-referrer");
    expect(sent.getSetCookie()).toEqual([]);
    const page = headers({ loaderHeaders: sent } as unknown as Parameters<typeof headers>[0]);
    expect(new Headers(page).get("referrer-policy")).toBe("no-referrer");
  });

  it("refuses a link another site made the browser open, before the code is used", async () => {
    const { post, result } = run({ status: 200, body: {}, setCookie: [COOKIE] }, { "sec-fetch-site": "cross-site" });
    const answer = (await result) as { data: unknown; init: ResponseInit };
    expect(answer.init.status).toBe(403);
    expect(post).not.toHaveBeenCalled();
  });
});
