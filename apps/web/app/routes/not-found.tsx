import { data } from "react-router";
import { NotFoundView } from "../shared/ui/not-found-view";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundView />;
}
