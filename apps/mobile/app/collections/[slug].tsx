import { useLocalSearchParams } from "expo-router";
import { CollectionScreen } from "../../src/features/catalogue/list-screens";

export default function CollectionRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return <CollectionScreen slug={slug} />;
}
