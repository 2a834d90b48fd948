// Signing in during journeys: a fresh Indian mobile number per test, and the code the console SMS provider sent
// to it, read from the development outbox (GET /api/dev/outbox) of the server under test.

import type { Page } from "playwright-core";
import { expect } from "vitest";

let counter = 0;

/** A mobile number no earlier test has used: a two-digit prefix per journey file, then a time-based tail. */
export function freshMobile(prefix: string): string {
  counter++;
  return `${prefix}${String((Date.now() % 100_000_000) + counter * 173)
    .padStart(8, "0")
    .slice(-8)}`;
}

/** The newest code sent to this number, waiting up to five seconds for it to arrive. */
export async function codeFor(number: string, site: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const outbox = (await (await fetch(`${site}/api/dev/outbox`)).json()) as { data: { messages: { to: string; text: string }[] } };
    // A booking's SMS to the same number (docs/decisions/0034) is not a code.
    const message = outbox.data.messages.find((m) => m.to === `+91${number}` && /^\d{6} /.test(m.text));
    if (message) return message.text.slice(0, 6);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code sent to ${number}`);
}

/** A session of `role` for this number, signed in through the API (code asked, read from the outbox, checked): its cookie. */
export async function sessionThroughApi(baseURL: string, role: "vendor" | "operator", phoneNumber: string): Promise<string> {
  const json = { "content-type": "application/json", origin: baseURL };
  const sent = await fetch(`${baseURL}/api/auth/${role}/otp/generate`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ phoneNumber }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const otp = await codeFor(phoneNumber, baseURL);
  const verified = await fetch(`${baseURL}/api/auth/${role}/otp/verify`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ phoneNumber, otp }),
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs in on the page that shows the phone field (a login page or popup of `site`) with the code sent to `number`. */
export async function signInOnPage(page: Page, number: string, site: string): Promise<void> {
  // The form answers once its script runs: a press before that would send it as a plain page.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await codeFor(number, site));
}
