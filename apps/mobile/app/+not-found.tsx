import { NotFoundView } from "../src/shared/ui/not-found-view";

export default function NotFoundRoute() {
  return <NotFoundView />;
}
