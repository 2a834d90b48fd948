import { useRouteLoaderData } from "react-router";
import { getLocation } from "@utsav/api-client/localities/get-location";
import type { Route } from "./+types/request-proposals";
import type { loader as rootLoader } from "../root";
import { LoginPopup } from "../features/accounts/login-popup";
import { RequestProposalsPage } from "../features/briefs/request-proposals-page";
import { serverApi } from "../lib/api";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

/** The brief starts from the locality the consumer chose in the header, when there is one. */
export async function loader({ context }: Route.LoaderArgs) {
  const location = await getLocation(serverApi(context.api)).catch(() => null);
  return { origin: context.origin, locality: location?.ok ? (location.data.locality?.name ?? null) : null };
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

export default function RequestProposalsRoute({ loaderData }: Route.ComponentProps) {
  const signedInAs = useRouteLoaderData<typeof rootLoader>("root")?.userType ?? null;
  return (
    <RequestProposalsPage
      signedIn={signedInAs === "consumer"}
      defaultLocality={loaderData.locality}
      renderSignIn={(props) => <LoginPopup {...props} />}
    />
  );
}
