import { describe, expect, inject, it } from "vitest";
import { operatorSession } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";
import { codeFor, freshMobile } from "./support/sign-in.ts";

// No page answers 500 for any id (issue 36): every page whose address names something (an offering, a collection,
// a post, a booking, a brief, a vendor under review, a profile section), opened by the person who may open it, with
// ids a hostile link could hold. The API's message names the id, and once turned a 404 into a 500.

const baseURL = inject("baseURL");

const HOSTILE_IDS = [
  "🎉🎉",
  "a%0D%0ASet-Cookie:%20x=1",
  "a%00b",
  "%E0%A4",
  "..%2F..%2Fetc%2Fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "x".repeat(400),
  "ಉತ್ಸವ",
  "'%20or%201=1--",
];

async function signedIn(userType: "consumer" | "vendor"): Promise<string> {
  const phoneNumber = freshMobile(userType === "consumer" ? "91" : "90");
  const json = { "content-type": "application/json", origin: baseURL };
  const sent = await fetch(`${baseURL}/api/auth/${userType}/otp/generate`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ phoneNumber }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const otp = await codeFor(phoneNumber, baseURL);
  const verified = await fetch(`${baseURL}/api/auth/${userType}/otp/verify`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ phoneNumber, otp }),
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (userType === "vendor") {
    const onboarded = await fetch(`${baseURL}/api/vendor/profile/onboard`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ businessName: `Hostile Ids ${phoneNumber}`, contactName: "Asha", category: "decor", area: "Indiranagar" }),
    });
    expect(onboarded.status, await onboarded.clone().text()).toBe(200);
  }
  return cookie;
}

describe("hostile ids in page addresses", () => {
  it("answer a page, a redirect or a 4xx, never a 5xx, to every role that may open them", { timeout: 120_000 }, async () => {
    const cookies = {
      guest: "",
      consumer: await signedIn("consumer"),
      vendor: await signedIn("vendor"),
      operator: await operatorSession(baseURL, OPERATORS.hostile),
    };
    const pages: [keyof typeof cookies, (id: string) => string][] = [
      ["guest", (id) => `/offerings/${id}`],
      ["guest", (id) => `/collections/${id}`],
      ["guest", (id) => `/blog/${id}`],
      ["guest", (id) => `/widget/${id}/offerings`],
      ["guest", (id) => `/offerings?q=${id}`],
      ["guest", (id) => `/search?q=${id}`],
      ["consumer", (id) => `/account/bookings/${id}`],
      ["consumer", (id) => `/account/briefs/${id}`],
      ["vendor", (id) => `/vendor/bookings/${id}`],
      ["vendor", (id) => `/vendor/briefs/${id}`],
      ["vendor", (id) => `/vendor/offerings/${id}`],
      ["vendor", (id) => `/vendor/profile/${id}`],
      ["operator", (id) => `/ops/vendors/${id}`],
    ];
    const failures: string[] = [];
    for (const [role, page] of pages) {
      for (const id of HOSTILE_IDS) {
        const response = await fetch(`${baseURL}${page(id)}`, { headers: { cookie: cookies[role] }, redirect: "manual" });
        if (response.status >= 500) failures.push(`${response.status} ${role} ${page(id).slice(0, 80)}`);
        await response.arrayBuffer();
      }
    }
    expect(failures).toEqual([]);
  });
});
