import { act, render } from "@testing-library/react";
import { vi } from "vitest";
import { createRoutesStub } from "react-router";

/** Renders a component inside a router, the way a route meets it (links and navigation work). */
export function renderWithRouter(ui: React.ReactElement, { path = "/" }: { path?: string } = {}) {
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(<Stub initialEntries={[path]} />);
}

/**
 * Waits until the sections a page loads lazily (React.lazy, rendered on the server) have loaded and rendered, so that
 * a test can also say what is not on the page.
 */
export async function settleLazy(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

/** A render whose lazily loaded sections have settled (settleLazy). */
export async function settled<T>(rendered: T): Promise<T> {
  await settleLazy();
  return rendered;
}
