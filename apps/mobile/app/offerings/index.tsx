import { AllOfferingsScreen } from "../../src/features/catalogue/list-screens";

export default function OfferingsRoute() {
  return <AllOfferingsScreen />;
}
