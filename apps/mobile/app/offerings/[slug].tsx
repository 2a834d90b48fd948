import { useLocalSearchParams } from "expo-router";
import { OfferingActionButton } from "../../src/features/catalogue/offering-action-button";
import { OfferingDetailScreen } from "../../src/features/catalogue/offering-detail-screen";
import { CallSheet } from "../../src/features/leads/call-sheet";

/** /offerings/{slug}: the offering, with its Buy, Book or Call action composed in, and the call sheet into Call. */
export default function OfferingRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return (
    <OfferingDetailScreen
      slug={slug}
      renderAction={(offering) => <OfferingActionButton offering={offering} renderCallSheet={(sheet) => <CallSheet {...sheet} />} />}
    />
  );
}
