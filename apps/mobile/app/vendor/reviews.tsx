import { VendorReviewsScreen } from "../../src/features/reviews/vendor/vendor-reviews-screen";
import { VendorOnly } from "../../src/session/vendor-only";

/** /vendor/reviews: the reviews the signed-in vendor received, at the web's address; anyone else signs in as a vendor. */
export default function VendorReviewsRoute() {
  return (
    <VendorOnly>
      <VendorReviewsScreen />
    </VendorOnly>
  );
}
