import type { Route } from "./+types/vendors";
import { VendorOnboardingPage } from "../features/vendors/signup/vendor-onboarding-page";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { lazyScreen } from "../shared/ui/lazy-screen";

// The waitlist form loads with its own chunk, react-hook-form with it; the server renders it with the page
// (docs/decisions/0030).
const VendorWaitlistForm = lazyScreen(() => import("../features/waitlist/vendor-waitlist-form").then((m) => m.VendorWaitlistForm));

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Onboard as Vendor · Utsav",
    description:
      "List your decor, gifting or sweets business on Utsav: reach Bengaluru customers, earn a verified badge, and receive bookings and leads.",
    path: paths.vendors(),
    origin: data?.origin,
  });
}

export default function VendorsRoute() {
  return <VendorOnboardingPage waitlistForm={<VendorWaitlistForm />} />;
}
