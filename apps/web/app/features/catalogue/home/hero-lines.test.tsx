import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeroLines } from "./hero-lines";

const lines = [
  { text: "First line", style: "normal" as const },
  { text: "Second line", style: "bold" as const },
  { text: "Third line", style: "highlighted" as const, color: "#FF006E" },
];
const dots = () => screen.getAllByRole("button", { name: /^Show message \d of 3$/ });
const pressed = () => dots().map((dot) => dot.getAttribute("aria-pressed"));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroLines (application §4, hero text with dot indicators)", () => {
  it("moves to the next line on the hero's own interval, and wraps", async () => {
    vi.useFakeTimers();
    render(<HeroLines lines={lines} intervalMs={3000} />);
    expect(screen.getByText("First line")).toBeTruthy();
    expect(pressed()).toEqual(["true", "false", "false"]);
    await act(async () => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByText("First line")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText("Second line")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByText("First line")).toBeTruthy();
  });

  it("shows the chosen line from the keyboard and stops rotating", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<HeroLines lines={lines} intervalMs={3000} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(dots()[2]);
    await user.keyboard("{Enter}");
    expect(screen.getByText("Third line").getAttribute("style")?.toLowerCase()).toContain("#ff006e");
    act(() => (document.activeElement as HTMLElement).blur());
    await act(async () => vi.advanceTimersByTimeAsync(9000));
    expect(screen.getByText("Third line")).toBeTruthy();
    expect(pressed()).toEqual(["false", "false", "true"]);
  });

  it("holds still while the pointer or focus is on it", async () => {
    vi.useFakeTimers();
    render(<HeroLines lines={lines} intervalMs={3000} />);
    act(() => dots()[0]!.focus());
    await act(async () => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByText("First line")).toBeTruthy();
    act(() => dots()[0]!.blur());
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText("Second line")).toBeTruthy();
  });

  it("does not rotate for a visitor who asked for reduced motion", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<HeroLines lines={lines} intervalMs={3000} />);
    await act(async () => vi.advanceTimersByTimeAsync(9000));
    expect(screen.getByText("First line")).toBeTruthy();
  });

  it("shows a single line without dots", () => {
    render(<HeroLines lines={lines.slice(0, 1)} intervalMs={3000} />);
    expect(screen.getByText("First line")).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
