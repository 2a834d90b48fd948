import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, BRIEF_COPY, BRIEF_MESSAGES, briefCopyFor, PHOTO_COPY, indianDate } from "@utsav/domain/client";
import type { SignInProps } from "../../shared/ui/sign-in-request";
import { clientAction } from "../../routes/request-proposals";
import { BriefForm } from "./brief-form";
import type { BriefActionResult } from "./send-brief";

// The brief form (docs/decisions/0023) as a consumer meets it: checked with the API's rules, sent after signing in by
// code, the answers kept through it.

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

/** The login modal stand-in: "Verify code" signs in and closes, as the real one does once the code is checked. */
function FakeSignIn({ open, onOpenChange, onSignedIn }: SignInProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Login">
      <button type="button" onClick={() => (onSignedIn(), onOpenChange(false))}>
        Verify code
      </button>
      <button type="button" onClick={() => onOpenChange(false)}>
        Close login
      </button>
    </div>
  );
}

/** The form on its page, sending to the page's clientAction (docs/decisions/0030), whose answer it shows. */
function renderForm(signedIn: boolean) {
  const Stub = createRoutesStub([
    {
      path: "/request-proposals",
      Component: ({ actionData }: { actionData?: BriefActionResult }) => (
        <BriefForm signedIn={signedIn} renderSignIn={(p) => <FakeSignIn {...p} />} result={actionData} />
      ),
      action: clientAction as never,
    },
    { path: "/account/briefs/:id", Component: () => <h1>Brief page</h1> },
  ]);
  return render(<Stub initialEntries={["/request-proposals"]} />);
}

const sent = { id: "br_1" };
function apiStub() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body });
      if (url.startsWith("/api/localities")) return Response.json({ success: true, data: { localities: [] }, errorMessage: null });
      return Response.json({ success: true, data: sent, errorMessage: null });
    }),
  );
  return calls;
}

async function fill(user: ReturnType<typeof userEvent.setup>, date = addDays(indianDate(), 10)) {
  await user.selectOptions(screen.getByRole("combobox", { name: /Occasion/ }), "Birthday");
  await user.type(screen.getByLabelText(/Event date/), date);
  await user.type(screen.getByRole("combobox", { name: /Locality/ }), "HSR Layout");
  await user.type(screen.getByRole("textbox", { name: /Guests or units/ }), "40");
  await user.type(screen.getByRole("textbox", { name: /Budget from/ }), "10,000");
  await user.type(screen.getByRole("textbox", { name: /Budget up to/ }), "25000");
  await user.click(screen.getByRole("checkbox", { name: "Decor" }));
  await user.type(screen.getByRole("textbox", { name: /Notes/ }), "Pastel balloons");
}

describe("the brief form", () => {
  it("offers the hero's occasions, Diwali, corporate events, housewarmings and Other, and says what is missing", async () => {
    const user = userEvent.setup();
    const calls = apiStub();
    renderForm(true);
    const occasions = within(screen.getByRole("combobox", { name: /Occasion/ }))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(occasions).toEqual([
      "Choose an occasion",
      "Birthday",
      "Baby Shower",
      "Anniversary",
      "Engagement",
      "Wedding",
      "Christmas",
      "Diwali",
      "Corporate event",
      "Housewarming",
      "Other",
    ]);
    await user.click(screen.getByRole("button", { name: BRIEF_COPY.submit }));
    expect(screen.getByText(BRIEF_MESSAGES.occasionRequired)).toBeTruthy();
    expect(screen.getByText(BRIEF_MESSAGES.categoriesRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: /Occasion/ }));
    expect(calls.filter((c) => c.url.startsWith("/api/consumer"))).toEqual([]);
  });

  it("refuses a budget whose lower end is above its upper end, and a budget in paise", async () => {
    const user = userEvent.setup();
    apiStub();
    renderForm(true);
    await fill(user);
    await user.clear(screen.getByRole("textbox", { name: /Budget from/ }));
    await user.type(screen.getByRole("textbox", { name: /Budget from/ }), "30000");
    await user.click(screen.getByRole("button", { name: BRIEF_COPY.submit }));
    expect(screen.getByText(BRIEF_MESSAGES.budgetOrder)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Budget up to/ }), ".50");
    await user.click(screen.getByRole("button", { name: BRIEF_COPY.submit }));
    expect(screen.getByText(BRIEF_MESSAGES.rupeesInvalid)).toBeTruthy();
  });

  it("has a signed-out shopper sign in at submit, keeping the answers, then sends the brief and opens it", async () => {
    const user = userEvent.setup();
    const calls = apiStub();
    renderForm(false);
    await fill(user);
    await user.click(screen.getByRole("button", { name: BRIEF_COPY.submit }));
    const login = await screen.findByRole("dialog", { name: "Login" });
    // Kept in the tab while signing in, in case the page reloads.
    expect(JSON.parse(window.sessionStorage.getItem("utsav:brief-draft")!)).toMatchObject({ occasion: "Birthday", budgetMin: "10,000" });
    await user.click(within(login).getByRole("button", { name: "Verify code" }));
    expect(await screen.findByRole("heading", { name: "Brief page" })).toBeTruthy();
    const created = calls.find((c) => c.url === "/api/consumer/briefs")!;
    expect(created.body).toEqual({
      occasion: "Birthday",
      eventDate: addDays(indianDate(), 10),
      locality: "HSR Layout",
      guests: 40,
      budgetMin: 10000,
      budgetMax: 25000,
      categories: ["decor"],
      notes: "Pastel balloons",
      photoIds: [],
    });
    expect(window.sessionStorage.getItem("utsav:brief-draft")).toBeNull();
  });

  it("sends nothing when the shopper closes the sign-in, and finds the answers again after a reload", async () => {
    const user = userEvent.setup();
    const calls = apiStub();
    const { unmount } = renderForm(false);
    await fill(user);
    await user.click(screen.getByRole("button", { name: BRIEF_COPY.submit }));
    await user.click(within(await screen.findByRole("dialog", { name: "Login" })).getByRole("button", { name: "Close login" }));
    expect(calls.filter((c) => c.url.startsWith("/api/consumer"))).toEqual([]);
    unmount();
    renderForm(false);
    await waitFor(() => expect((screen.getByRole("combobox", { name: /Occasion/ }) as HTMLSelectElement).value).toBe("Birthday"));
    expect((screen.getByRole("textbox", { name: /Budget up to/ }) as HTMLInputElement).value).toBe("25000");
    expect((screen.getByRole("checkbox", { name: "Decor" }) as HTMLInputElement).checked).toBe(true);
  });

  it("adds photos with a labelled button the keyboard reaches, and lists each chosen photo to remove", async () => {
    const user = userEvent.setup();
    apiStub();
    renderForm(true);
    await user.click(screen.getByRole("textbox", { name: /Notes/ }));
    await user.tab();
    const add = screen.getByRole("button", { name: PHOTO_COPY.addPhotos });
    expect(document.activeElement).toBe(add);
    // The button opens the device's file chooser; the browser's own input, which says "No file chosen", is not shown.
    const input = screen.getByLabelText(/Reference photos/) as HTMLInputElement;
    const opened = vi.spyOn(input, "click");
    await user.keyboard("{Enter}");
    expect(opened).toHaveBeenCalledOnce();
    expect(input.className).toContain("visually-hidden");

    await user.upload(input, [new File(["a"], "arch.png", { type: "image/png" }), new File(["c"], "cake.jpg", { type: "image/jpeg" })]);
    const chosen = within(screen.getByRole("list", { name: BRIEF_COPY.chosenPhotos }));
    expect(chosen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("arch.png"),
      expect.stringContaining("cake.jpg"),
    ]);
    expect(screen.getByText(briefCopyFor.photosChosen(2))).toBeTruthy();
    await user.click(chosen.getByRole("button", { name: "Remove arch.png" }));
    expect(within(screen.getByRole("list", { name: BRIEF_COPY.chosenPhotos })).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText(briefCopyFor.photosChosen(1))).toBeTruthy();
    // Focus does not fall to the page's top when the button pressed goes: it returns to the button that adds photos.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: BRIEF_COPY.addMorePhotos }));
  });

  it("uploads the chosen photos first and names them in the brief; shows the API's refusal", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url === "/api/consumer/briefs/photos")
          return Response.json({
            success: true,
            data: { photos: [{ id: "bp_1", url: "/media/briefs/a.webp", name: "arch.png" }] },
            errorMessage: null,
          });
        if (url === "/api/consumer/briefs")
          return Response.json(
            { success: false, data: null, errorMessage: BRIEF_MESSAGES.openLimit, errorCode: "BRIEF_LIMIT" },
            { status: 409 },
          );
        return Response.json({ success: true, data: { localities: [] }, errorMessage: null });
      }),
    );
    renderForm(true);
    await fill(user);
    await user.upload(screen.getByLabelText(/Reference photos/), new File(["png"], "arch.png", { type: "image/png" }));
    expect(
      within(screen.getByRole("list", { name: BRIEF_COPY.chosenPhotos })).getByRole("button", { name: "Remove arch.png" }),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: BRIEF_COPY.submit }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", BRIEF_MESSAGES.openLimit);
    // A second try does not upload the same photos again.
    await user.click(screen.getByRole("button", { name: BRIEF_COPY.submit }));
    await waitFor(() => expect(calls.filter((u) => u === "/api/consumer/briefs")).toHaveLength(2));
    expect(calls.filter((u) => u === "/api/consumer/briefs/photos")).toHaveLength(1);
  });
});
