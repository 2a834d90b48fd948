import { beforeAll, describe, expect, inject, it } from "vitest";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { codeFor, freshMobile } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import { startAppServer } from "./support/server.ts";
import type { ViewportName } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();
let picture: Buffer;
beforeAll(async () => {
  picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#ff006e" } })
    .png()
    .toBuffer();
});

const freshNumber = () => freshMobile("97");

async function requestCode(page: Page, number: string, site = baseURL) {
  await page.goto(`${site}/login`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await expect.poll(() => page.getByLabel("Digit 1 of 6").count(), { timeout: 10_000 }).toBe(1);
}

describe.skipIf(!hasChromium && !process.env.CI)("accounts", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("a new consumer signs in with the code, onboards, edits the profile with a picture and logs out", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        const number = freshNumber();
        await requestCode(page, number);
        await expectAccessible(page, `code entry (${viewport})`);
        expect(await page.getByText(/Resend code in 1:[23]\d/).count()).toBe(1);

        // A wrong code first: the boxes empty and the message shows.
        const code = await codeFor(number, baseURL);
        const wrong = code === "000000" ? "111111" : "000000";
        await page.getByLabel("Digit 1 of 6").click();
        await page.keyboard.type(wrong);
        await expect.poll(() => page.getByText("Invalid OTP. Please try again.").count()).toBe(1);
        expect(await page.getByLabel("Digit 1 of 6").inputValue()).toBe("");

        // Typing the right code verifies by itself.
        await page.getByLabel("Digit 1 of 6").click();
        await page.keyboard.type(code);
        await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
        await page.getByRole("button", { name: "Save and continue" }).click();
        await expect.poll(() => page.getByText("Please enter your name").count()).toBe(1);
        await page.getByLabel("Name").fill("  Meera Iyer ");
        await page.getByRole("button", { name: "Save and continue" }).click();
        await expect.poll(() => page.getByRole("heading", { name: "Welcome" }).count()).toBe(1);
        await page.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL(`${baseURL}/`);

        // The session survives a reload; the profile opens from the header.
        await page.reload();
        const menu =
          viewport === "desktop" ? page.getByRole("button", { name: "Menu" }).first() : page.getByRole("button", { name: "Menu" }).last();
        await menu.click();
        await (
          viewport === "desktop" ? page.getByRole("menuitem", { name: "Profile" }) : page.getByRole("button", { name: "Profile" })
        ).click();
        const profile = page.getByRole("dialog", { name: "Profile" });
        await expect.poll(() => profile.getByLabel("Name").inputValue(), { timeout: 10_000 }).toBe("Meera Iyer");
        await profile.getByRole("button", { name: "Edit" }).click();
        // Edit hands focus to the first field at once, so a field chosen straight after keeps what is typed into it.
        expect(await profile.getByLabel("Name").evaluate((field) => field === document.activeElement)).toBe(true);
        await profile.getByLabel("Email").fill("meera@example.in");
        await profile.getByRole("button", { name: "Save" }).click();
        await expect.poll(() => profile.getByRole("button", { name: "Edit" }).count()).toBe(1);
        expect(await profile.getByLabel("Email").inputValue()).toBe("meera@example.in");

        // Messages about bookings (docs/decisions/0074): no phone gets the app's notifications yet; the box saves at once.
        await expect.poll(() => profile.getByText(/No phone gets the app's notifications/).count()).toBe(1);
        await profile.getByRole("checkbox", { name: "Send me an SMS as well as the app's notification" }).check();
        await expect.poll(() => profile.getByRole("status").filter({ hasText: "Saved." }).count()).toBe(1);

        await profile.getByRole("button", { name: "Change profile picture" }).click();
        const chooser = page.getByRole("dialog", { name: "Choose Image Source" });
        await expect.poll(() => chooser.getByText("Select how you would like to add an image").count()).toBe(1);
        await chooser.getByLabel("Image file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
        await expect.poll(() => profile.locator("img[src^='/media/profile/']").count(), { timeout: 10_000 }).toBeGreaterThan(0);
        await page.keyboard.press("Escape");
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

        const me = await page.evaluate(async () => (await fetch("/api/consumer")).json());
        const messages = await page.evaluate(async () => (await fetch("/api/consumer/messages")).json());
        expect(messages.data).toEqual({ smsWithPush: true, pushPhones: 0 });
        expect(me.data.user).toMatchObject({
          fullName: "Meera Iyer",
          email: "meera@example.in",
          profileImage: expect.stringMatching(/^\/media\/profile\//),
        });

        await menu.click();
        await (
          viewport === "desktop" ? page.getByRole("menuitem", { name: "Logout" }) : page.getByRole("button", { name: "Logout" })
        ).click();
        await expect
          .poll(async () => (await page.evaluate(async () => (await fetch("/api/auth/session")).json())).data.isAuthenticated)
          .toBe(false);
      } finally {
        await context.close();
      }
    });
  });

  it("desktop: Login in the menu opens the login popup", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      await page.goto(baseURL);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Menu" }).first().click();
      await page.getByRole("menuitem", { name: "Login" }).click();
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.getByLabel("Phone number").count(), { timeout: 10_000 }).toBe(1);
      expect(await dialog.getByText("By continuing, you agree to our").count()).toBeGreaterThan(0);
      await expectAccessible(page, "login popup");
    } finally {
      await context.close();
    }
  });

  it("an expired code says 'No active OTP session' and empties the boxes", async () => {
    // A server whose codes live 2 seconds, so the journey can outwait one.
    const server = await startAppServer({ OTP_TTL_SECONDS: "2" });
    const { context, page } = await newPage(browser(), "phone");
    try {
      const number = freshNumber();
      await requestCode(page, number, server.url);
      const code = await codeFor(number, server.url);
      await new Promise((r) => setTimeout(r, 2500));
      await page.getByLabel("Digit 1 of 6").click();
      await page.keyboard.type(code);
      await expect.poll(() => page.getByText("No active OTP session").count()).toBe(1);
      expect(await page.getByLabel("Digit 1 of 6").inputValue()).toBe("");
    } finally {
      await context.close();
      await server.stop();
    }
  });

  it("refuses a second code within the resend cooldown", async () => {
    const { context, page } = await newPage(browser(), "phone");
    try {
      const number = freshNumber();
      await requestCode(page, number);
      const again = await page.evaluate(
        async (phoneNumber) =>
          (
            await fetch("/api/auth/consumer/otp/generate", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ phoneNumber }),
            })
          ).status,
        number,
      );
      expect(again).toBe(429);
      expect(await page.getByRole("button", { name: "Resend code" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("a code asked for before the sign-in form's code has arrived is sent once it has, with the address left clean", async () => {
    const { context, page } = await newPage(browser(), "phone");
    try {
      // The form's chunk is held back, as on a slow connection: the server's form shows, React has the page but not it.
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/static\/login-flow-[^/]+\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      const number = freshNumber();
      // The frame's own navigation: the page's would wait for every screen to load.
      await page.mainFrame().goto(`${baseURL}/vendor/login`);
      await page.waitForSelector("html[data-hydrated][data-screens-loading]", { state: "attached" });
      // Any page the tab goes to from here: a form sent as a plain page would be one.
      const navigations: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      await page.getByLabel("Phone number").fill(number);
      await page.getByRole("button", { name: "Get OTP" }).click();
      // Held: the form still shows what was typed.
      expect(await page.getByLabel("Phone number").inputValue()).toBe(number);
      release();
      await expect.poll(() => page.getByLabel("Digit 1 of 6").count(), { timeout: 10_000 }).toBe(1);
      expect(await codeFor(number, baseURL)).toMatch(/^\d{6}$/);
      // Sent by the page, never as a page of its own: the address never carried the number.
      expect(navigations).toEqual([]);
      expect(page.url()).toBe(`${baseURL}/vendor/login`);
    } finally {
      await context.close();
    }
  });
});
