import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { spawnServer } from "@utsav/api/spawn-server";
import type { SpawnedServer } from "@utsav/api/spawn-server";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { freshMobile } from "./support/sign-in.ts";

// A newcomer's first run: the server as `npm start` runs it (NODE_ENV=production, no APP_ENV, so a local run),
// and sign-in with the code read where the README says: the terminal, or the local outbox page at /dev/outbox.

const browser = useBrowser();
let server: SpawnedServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "utsav-local-start-"));
  server = await spawnServer(
    { NODE_ENV: "production", APP_ENV: "", PUBLIC_ORIGIN: "", TRUST_PROXY: "", WEB: "build", DATA_DIR: dataDir },
    { captureOutput: true, built: true },
  );
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Reads the code on the local outbox page, as a person would in a second tab. */
async function codeFromOutboxPage(page: Page, number: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${server.url}/dev/outbox`);
    await expectAccessible(outbox, "local outbox");
    const message = outbox
      .getByRole("listitem")
      .filter({ hasText: `to +91${number}` })
      .first();
    return (await message.getByTestId("sign-in-code").textContent()) ?? "";
  } finally {
    await outbox.close();
  }
}

async function signIn(page: Page, loginPath: string, number: string) {
  await page.goto(`${server.url}${loginPath}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect.poll(() => page.getByLabel("Digit 1 of 6").count()).toBe(1);
  const code = await codeFromOutboxPage(page, number);
  expect(code).toMatch(/^\d{6}$/);
  // The terminal shows the same code, marked as a local message.
  expect(server.output()).toMatch(new RegExp(`LOCAL SMS[^\\n]*\\n│ to \\+91${number}\\n│ ${code} is your Utsav sign-in code`));
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}

describe.skipIf(!hasChromium && !process.env.CI)("a plain npm start", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("lets a newcomer sign in as a shopper and as a vendor with the code shown locally", async () => {
      const consumer = await newPage(browser(), viewport);
      try {
        await signIn(consumer.page, "/login", freshMobile("93"));
        await expect.poll(() => consumer.page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
      } finally {
        await consumer.context.close();
      }
      const vendor = await newPage(browser(), viewport);
      try {
        await signIn(vendor.page, "/vendor/login", freshMobile("92"));
        await vendor.page.waitForURL(`${server.url}/vendor/onboarding`, { timeout: 15_000 });
      } finally {
        await vendor.context.close();
      }
    });
  });

  it("publishes links on its configured address, whatever Host or X-Forwarded-Host a client sends", async () => {
    const origin = new URL(server.url).origin.replace("127.0.0.1", "localhost");
    const spoofed = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`, { headers: spoofed })).text();
    const robots = await (await fetch(`${server.url}/robots.txt`, { headers: spoofed })).text();
    const page = await (await fetch(`${server.url}/offerings`, { headers: spoofed })).text();
    for (const body of [sitemap, robots, page]) expect(body).not.toContain("evil.example");
    expect(sitemap).toContain(`<loc>${origin}/</loc>`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(page).toContain(`<link rel="canonical" href="${origin}/offerings"/>`);
  });
});
