import { Stack, useLocalSearchParams } from "expo-router";
import { HOME_SECTION_LABELS, isHomeSection } from "@utsav/domain/shopper";
import { HomeScreen } from "../src/features/catalogue/home-screen";
import { NotFoundView } from "../src/shared/ui/not-found-view";

/** /decor, /gifts, /sweets and /corporate: a section's page (application §2 Category pages). */
export default function SectionRoute() {
  const { section } = useLocalSearchParams<{ section: string }>();
  if (!isHomeSection(section)) return <NotFoundView />;
  return (
    <>
      <Stack.Screen options={{ title: HOME_SECTION_LABELS[section] }} />
      <HomeScreen section={section} />
    </>
  );
}
