import { act, fireEvent, screen } from "expo-router/testing-library";
import { APP_COPY } from "@utsav/domain/shopper";
import { AccessibilityInfo, StyleSheet } from "react-native";
import { homeEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Issue 42, WCAG 2.2.2 Pause, Stop, Hide (docs/decisions/0064): the hero's moving words can be paused with a button
// and by touching the hero, and a phone that starts asking for reduced motion while the home is open stops them.

const FIRST = "Party decor, lighting and flower decor for every occasion";
const SECOND = "Festive hampers for family, corporate hampers for teams";

const openHome = () => renderApp("/", { api: createFakeApi().on("GET /api/home", homeEnvelope()) });
const wait = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe("the hero's pause button", () => {
  it("is a 44 pt button that stops the lines and the occasions, and plays them again", async () => {
    openHome();
    const pause = await screen.findByRole("button", { name: APP_COPY.pauseHero });
    const style = StyleSheet.flatten(typeof pause.props.style === "function" ? pause.props.style({ pressed: false }) : pause.props.style);
    expect(style.minWidth).toBeGreaterThanOrEqual(44);
    expect(style.minHeight).toBeGreaterThanOrEqual(44);
    fireEvent.press(pause);
    await wait(9000);
    expect(screen.getByText(FIRST)).toBeOnTheScreen();
    expect(screen.getByText("Birthday")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: APP_COPY.playHero }));
    await wait(3000);
    expect(screen.getByText(SECOND)).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: APP_COPY.pauseHero })).toBeOnTheScreen();
  });

  it("pauses when the hero is touched", async () => {
    openHome();
    const line = await screen.findByText(FIRST);
    fireEvent(line, "touchStart");
    await wait(9000);
    expect(screen.getByText(FIRST)).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: APP_COPY.playHero })).toBeOnTheScreen();
  });

  it("stops as soon as the phone asks for reduced motion, and offers no button where nothing moves", async () => {
    const listeners: ((on: boolean) => void)[] = [];
    jest.spyOn(AccessibilityInfo, "addEventListener").mockImplementation(((event: string, listener: (on: boolean) => void) => {
      if (event === "reduceMotionChanged") listeners.push(listener);
      return { remove: () => undefined };
    }) as typeof AccessibilityInfo.addEventListener);
    openHome();
    expect(await screen.findByRole("button", { name: APP_COPY.pauseHero })).toBeOnTheScreen();
    act(() => listeners.forEach((listener) => listener(true)));
    await wait(9000);
    expect(screen.getByText(FIRST)).toBeOnTheScreen();
    expect(screen.getByText("Birthday")).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: APP_COPY.pauseHero })).not.toBeOnTheScreen();
  });
});
