import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, onTestFinished } from "vitest";

import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.ts";

export { CHROMIUM };
export const hasChromium = existsSync(CHROMIUM);

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A page in a fresh context at one of the two sizes. The journey that opens it fails if the browser reports a
 * Content-Security-Policy violation on it, so every journey proves the app runs under the policy (decision 0010).
 */
export async function newPage(browser: Browser, viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    deviceScaleFactor: viewport === "phone" ? 2 : 1,
  });
  const page = await context.newPage();
  const violations: string[] = [];
  const isViolation = (text: string) => /Content Security Policy/i.test(text);
  page.on("console", (message) => {
    if (isViolation(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (isViolation(error.message)) violations.push(error.message);
  });
  onTestFinished(() => {
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  });
  // The page's scripts start after its first screen has painted (decision 0013), which can be after the load
  // event: a journey acts once the app has taken the page over, as a person would wait for it to respond.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // The root marks itself hydrated before a part of the page that waits on a lazy module has taken over its markup
  // (a click there was lost in CI: the vendor's Reviews and booking pages, the vendor's sign-in); the root says so
  // while such a screen's code is on its way (shared/ui/lazy-screen.tsx), and the network falling quiet says what
  // else the page asked for has come. A page that keeps polling still falls quiet between its polls.
  const hydrated = async () => {
    await page.waitForSelector("html[data-hydrated]:not([data-screens-loading])", { state: "attached" });
    await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  };
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
  return { context, page };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page at rest and fails on any serious or critical violation. A dialog still fading in, or a
 * button still easing from its disabled colour as the page turns idle, is at part opacity or colour, which axe would
 * judge as low contrast: finite animations and transitions are let finish first, and looked for again two frames
 * later, since the page may start one just after (at most 2 s in all); endless ones (a spinner, a shimmer) are not
 * waited for. One that starts while axe runs (a revalidation ending on a slow machine) can still be caught halfway, so
 * what axe finds is checked once more after the page has settled again: only what is still there fails the test.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await settle(page);
  let found = await seriousViolations(page);
  if (found.length > 0) {
    await page.waitForTimeout(500);
    await settle(page);
    found = await seriousViolations(page);
  }
  // Thrown whole, so the one line a CI summary keeps names the rule, the elements and what axe measured.
  if (found.length > 0) throw new Error(`axe on ${label}: ${found.join("; ")}`);
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (;;) {
      await frame();
      await frame();
      const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      const left = deadline - performance.now();
      if (finite.length === 0 || left <= 0) return;
      const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, left))]);
    }
  });
}

/** axe's serious and critical violations, each as its rule, its first elements and the first one's failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the browser's protocol rather than added as a <script>, which the page's policy refuses; once a
  // page, as the second look finds it there.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(" "));
      const failure = (v.nodes[0]?.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 240);
      return `${v.id} (${v.impact}): ${v.help} — ${targets.join(", ")}${failure ? ` (${failure})` : ""}`;
    });
}

/** One browser for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (hasChromium || process.env.CI) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not running");
    return browser;
  };
}
