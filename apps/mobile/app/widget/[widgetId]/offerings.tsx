import { useLocalSearchParams } from "expo-router";
import { CollectionScreen } from "../../../src/features/catalogue/list-screens";

/** 'View All' of one home widget: the widget ids of offering rows are the slugs of their collections. */
export default function WidgetOfferingsRoute() {
  const { widgetId } = useLocalSearchParams<{ widgetId: string }>();
  return <CollectionScreen slug={widgetId} />;
}
