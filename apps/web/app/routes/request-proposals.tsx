import type { Route } from "./+types/request-proposals";
import { RequestProposalsPage } from "../features/request-proposals/request-proposals-page";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Request proposals · Utsav",
    description:
      "Tell us the occasion, the date and your budget, and Bengaluru's decorators, gifting partners and sweet makers send you proposals.",
    path: paths.requestProposals(),
    origin: data?.origin,
  });
}

export default function RequestProposalsRoute() {
  return <RequestProposalsPage />;
}
