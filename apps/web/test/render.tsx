import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";

/** Renders a component inside a router, the way a route meets it (links and navigation work). */
export function renderWithRouter(ui: React.ReactElement, { path = "/" }: { path?: string } = {}) {
  const Stub = createRoutesStub([{ path: "*", Component: () => ui }]);
  return render(<Stub initialEntries={[path]} />);
}
