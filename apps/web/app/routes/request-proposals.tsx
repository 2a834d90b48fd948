import { useRouteLoaderData } from "react-router";
import { getLocation } from "@utsav/api-client/localities/get-location";
import type { Route } from "./+types/request-proposals";
import type { loader as rootLoader } from "../root";
import { LoginPopup } from "../features/accounts/login-popup";
import { sendBrief } from "../features/briefs/send-brief";
import { serverApi } from "../lib/api";
import { browserApi } from "../lib/api-client";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { submittedBody } from "../shared/lib/forms/json-action";
import { lazyScreen } from "../shared/ui/lazy-screen";

// The page's brief form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const RequestProposalsPage = lazyScreen(() => import("../features/briefs/request-proposals-page").then((m) => m.RequestProposalsPage));

/** The brief starts from the locality the consumer chose in the header, when there is one. */
export async function loader({ context }: Route.LoaderArgs) {
  const location = await getLocation(serverApi(context.api)).catch(() => null);
  return { origin: context.origin, locality: location?.ok ? (location.data.locality?.name ?? null) : null };
}

/** Sends the brief from the browser (features/briefs/send-brief.ts); a sent brief opens its own page. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendBrief(browserApi, await submittedBody(request));
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Request proposals · Utsav",
    description:
      "Tell us the occasion, the date, your locality and your budget, and Bengaluru's decorators, gifting partners and sweet makers send you quotes to compare.",
    path: paths.requestProposals(),
    origin: data?.origin,
  });
}

export default function RequestProposalsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const signedInAs = useRouteLoaderData<typeof rootLoader>("root")?.userType ?? null;
  return (
    <RequestProposalsPage
      signedIn={signedInAs === "consumer"}
      defaultLocality={loaderData.locality}
      result={actionData}
      renderSignIn={(props) => <LoginPopup {...props} />}
    />
  );
}
