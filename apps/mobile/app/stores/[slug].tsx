import { useLocalSearchParams } from "expo-router";
import { ReviewsSection } from "../../src/features/catalogue/reviews-section";
import { RefundTable } from "../../src/features/catalogue/vendor-terms";
import { StoreScreen } from "../../src/features/stores/store-screen";

/** /stores/{slug}: a vendor's public page, with its reviews and terms drawn as its offering screens draw them. */
export default function StoreRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return (
    <StoreScreen
      slug={slug}
      renderReviews={(store) => <ReviewsSection reviews={store.reviews} rating={store.rating} reviewsCount={store.reviewsCount} />}
      renderTerms={(terms) => <RefundTable terms={terms} price={0} />}
    />
  );
}
