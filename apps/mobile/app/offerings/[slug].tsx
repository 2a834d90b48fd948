import { useLocalSearchParams } from "expo-router";
import { OfferingActionButton } from "../../src/features/offering-actions/offering-action-button";
import { OfferingDetailScreen } from "../../src/features/offering-detail/offering-detail-screen";

/** /offerings/{slug}: the offering, with its Buy, Book or Call action composed in. */
export default function OfferingRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return <OfferingDetailScreen slug={slug} renderAction={(offering) => <OfferingActionButton offering={offering} />} />;
}
