import { expect } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expectAccessible, newPage } from "./browser.ts";
import type { ViewportName } from "./browser.ts";
import type { Operator } from "./server.ts";
import { codeFor, sessionThroughApi } from "./sign-in.ts";

// The operations console in journeys (docs/decisions/0020): the operator added before the server started signs in at
// /ops/login with the code the local outbox kept.

export async function signInAsOperator(page: Page, baseURL: string, operator: Operator): Promise<void> {
  await page.goto(`${baseURL}/ops/login`);
  await page.waitForLoadState("networkidle");
  expect(await page.getByRole("heading", { level: 1, name: "Sign in to operations" }).count()).toBe(1);
  await expectAccessible(page, "operations sign-in");
  await page.getByLabel("Phone number").fill(operator.number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await codeFor(operator.number, baseURL));
  await page.waitForURL(`${baseURL}/ops`, { timeout: 15_000 });
  await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
}

/**
 * In a browser of its own: the operator finds the business in the review queue, opens its PAN card inline, reveals
 * the number, approves with the keyboard, and finds the document's opening in the audit log.
 */
export async function approveAsOperator(
  browser: Browser,
  baseURL: string,
  operator: Operator,
  business: string,
  viewport: ViewportName,
): Promise<void> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await signInAsOperator(page, baseURL, operator);
    await expectAccessible(page, `operations overview (${viewport})`);
    await page.getByRole("link", { name: /waiting for review/ }).click();
    await page.waitForURL(`${baseURL}/ops/vendors?state=waiting`);
    await expectAccessible(page, `review queue (${viewport})`);
    await page.getByRole("link", { name: business }).click();
    await page.getByRole("heading", { level: 1, name: business }).waitFor();
    await expectAccessible(page, `vendor review (${viewport})`);

    // The PAN card opens inline, decrypted; its number shows masked until revealed.
    const documents = page.getByRole("region", { name: "Identity documents" });
    expect(await documents.getByText("XXXXXX234F").count()).toBe(1);
    await documents.getByRole("button", { name: "Open PAN card" }).click();
    const scan = documents.getByRole("img", { name: "PAN card of the vendor, as uploaded" });
    await scan.waitFor();
    await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(600);
    await documents.getByRole("button", { name: "Reveal PAN" }).click();
    await expect.poll(() => documents.getByText("ABCDE1234F").count(), { timeout: 10_000 }).toBe(1);
    // The page's data is read again after the reveal, and its acts wait meanwhile: check it once they are back, so
    // axe does not measure a button halfway through fading in.
    await expect.poll(() => page.getByRole("button", { name: "Approve vendor" }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await expectAccessible(page, `vendor review with the document open (${viewport})`);

    // Approve with the keyboard alone: the decision is Approve by default.
    expect(await page.getByRole("radio", { name: /^Approve/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Approve vendor" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Approved: the vendor is live.").count(), { timeout: 10_000 }).toBe(1);
    // Long words (the uploaded files' names among the recent changes) wrap: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // The audit log: the approval, newest first, and the document opened.
    await page.getByRole("navigation", { name: "Operations" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
    const rows = page.locator("tbody tr");
    expect(await rows.first().getByRole("rowheader").textContent()).toBe("Approved a vendor");
    expect(await rows.filter({ hasText: "Opened a document" }).filter({ hasText: operator.name }).count()).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: "Revealed a document number" }).count()).toBeGreaterThan(0);
    await expectAccessible(page, `audit log (${viewport})`);
  } finally {
    await context.close();
  }
}

/** Each operator's session, signed in once through the API: a second code within 90 seconds would be refused. */
const sessions = new Map<string, Promise<string>>();

export function operatorSession(baseURL: string, operator: Operator): Promise<string> {
  return sessionThroughApi(baseURL, "operator", operator.number);
}

/** The operator's console session (its cookie), signed in once per server through the API. */
export function operatorCookie(baseURL: string, operator: Operator): Promise<string> {
  const key = `${baseURL} ${operator.number}`;
  if (!sessions.has(key)) sessions.set(key, operatorSession(baseURL, operator));
  return sessions.get(key)!;
}

/** The operator approves a vendor through the API, for journeys whose subject is not the console. */
export async function approveThroughApi(baseURL: string, operator: Operator, vendorId: string): Promise<void> {
  const cookie = await operatorCookie(baseURL, operator);
  const decided = await fetch(`${baseURL}/api/operator/vendors/${encodeURIComponent(vendorId)}/decision`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL, cookie },
    body: JSON.stringify({ decision: "approve" }),
  });
  expect(decided.status, await decided.clone().text()).toBe(200);
}
