import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, onTestFinished } from "vitest";
import { lazyScreen, SCREENS_LOADING_ATTRIBUTE } from "./lazy-screen";

/** A screen whose code arrives when the test says so. */
function delayedScreen() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const Screen = lazyScreen(async () => {
    await code;
    return function Loaded() {
      return <p>Loaded screen</p>;
    };
  });
  return { Screen, arrive: () => act(async () => arrive()) };
}

const loading = () => document.documentElement.hasAttribute(SCREENS_LOADING_ATTRIBUTE);

/** Every submit that reaches the window after the screen's listener, whether that listener kept it from the browser. */
function submitsSeen() {
  const seen: boolean[] = [];
  const listener = (event: SubmitEvent) => {
    seen.push(event.defaultPrevented);
    event.preventDefault(); // the test's document does not navigate
  };
  window.addEventListener("submit", listener);
  onTestFinished(() => window.removeEventListener("submit", listener));
  return seen;
}

describe("lazyScreen", () => {
  it("marks the page while its code is on the way, and unmarks it once the screen shows", async () => {
    const { Screen, arrive } = delayedScreen();
    render(<Screen />);
    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
    expect(loading()).toBe(true);
    await arrive();
    expect(screen.getByText("Loaded screen")).toBeTruthy();
    expect(loading()).toBe(false);
  });

  it("unmarks the page when a screen still loading goes away", () => {
    const { Screen } = delayedScreen();
    const { unmount } = render(<Screen />);
    expect(loading()).toBe(true);
    unmount();
    expect(loading()).toBe(false);
  });

  it("holds a form no handler took while a screen loads, and sends it again with its button once loaded", async () => {
    const { Screen, arrive } = delayedScreen();
    render(
      <>
        <form method="get" action="/search" aria-label="Plain">
          <button name="go" value="1">
            Go
          </button>
        </form>
        <Screen />
      </>,
    );
    const seen = submitsSeen();
    screen.getByRole("button", { name: "Go" }).click();
    // Kept from the browser: the first submit reached the window already prevented.
    expect(seen).toEqual([true]);
    await arrive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    // Sent again once loaded, and this time let go.
    expect(seen).toEqual([true, false]);
  });

  it("leaves a form its handler took alone: it is not sent twice", async () => {
    const { Screen, arrive } = delayedScreen();
    let handled = 0;
    render(
      <>
        <form
          aria-label="Handled"
          onSubmit={(event) => {
            event.preventDefault();
            handled++;
          }}
        >
          <button>Send</button>
        </form>
        <Screen />
      </>,
    );
    const seen = submitsSeen();
    screen.getByRole("button", { name: "Send" }).click();
    await arrive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(handled).toBe(1);
    expect(seen).toEqual([true]);
  });
});
