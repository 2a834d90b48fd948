import { AllOfferingsScreen } from "../../src/features/offering-list/list-screens";

export default function OfferingsRoute() {
  return <AllOfferingsScreen />;
}
