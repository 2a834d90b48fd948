import { getLocalOutbox } from "@utsav/api-client/local/get-local-outbox";
import type { Route } from "./+types/local-outbox";
import { LocalOutboxPage } from "../features/notifications/local-outbox-page";
import { apiData } from "../lib/api";

/** The local outbox: the API answers 404 outside local runs, and so does this page. */
export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context.api, getLocalOutbox);
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: "Local outbox · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function LocalOutboxRoute({ loaderData }: Route.ComponentProps) {
  return <LocalOutboxPage messages={loaderData.messages} />;
}
