import { useLocalSearchParams } from "expo-router";
import { CollectionScreen } from "../../src/features/offering-list/list-screens";

export default function CollectionRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return <CollectionScreen slug={slug} />;
}
