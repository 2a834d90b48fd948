import { shownWidgets } from "@utsav/domain/shopper";
import type { HomeData, HomeSection, Widget } from "@utsav/domain";
import { FlatList, Platform, RefreshControl, StyleSheet, Text } from "react-native";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, space } from "../../shared/ui/theme";
import { useHome } from "./api/home-query";
import { ExplorePills } from "./explore-pills";
import { HeroBanner } from "./hero-banner";
import { HomeHeader } from "./home-header";
import { OfferingRow } from "./offering-row";
import { TextBlock } from "./text-block";

/** One home widget, drawn by its type; the hero banner has its own layout (application §2 Home). */
function WidgetView({ widget, section }: { widget: Widget; section: HomeSection | null }) {
  switch (widget.type) {
    case "header":
      return <HomeHeader location={widget.data.location} />;
    case "explore_section":
      return <ExplorePills sections={widget.data.exploreSections} active={section} />;
    case "hero_banner":
      return <HeroBanner hero={widget.data} />;
    case "offerings":
      return <OfferingRow widget={widget} />;
    case "trust":
    case "closing":
    case "banners":
      return <TextBlock {...widget.data} />;
  }
}

interface WidgetListProps {
  home: HomeData;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Widgets the app leaves out (docs/decisions/0063): the banner for the app only, which says the app is coming to the
 * stores (the API's APP_BANNER), is an advertisement for the app the shopper is already in; and on a section's page
 * the stack's header (title, Back, Login) is the page's header, so the home header would be a second one.
 */
function drawnInApp(widget: Widget, section: HomeSection | null): boolean {
  if (widget.type === "banners" && !widget.isWeb) return false;
  return !(section && widget.type === "header");
}

function WidgetList({ home, refreshing, onRefresh }: WidgetListProps) {
  const widgets = shownWidgets(home.widgets, Platform.OS === "web" ? "web" : "native").filter((widget) => drawnInApp(widget, home.section));
  const titleAt = widgets.findIndex((widget) => widget.type === "explore_section") + 1;
  return (
    <FlatList
      data={widgets}
      keyExtractor={(widget) => widget.id}
      renderItem={({ item, index }) => (
        <>
          {home.title && index === titleAt ? (
            <Text accessibilityRole="header" style={styles.title}>
              {home.title}
            </Text>
          ) : null}
          <WidgetView widget={item} section={home.section} />
        </>
      )}
      refreshControl={<RefreshControl refreshing={refreshing} onRefresh={onRefresh} />}
      contentContainerStyle={styles.list}
    />
  );
}

interface HomeScreenProps {
  section: HomeSection | null;
}

/** The home feed, or a section's page (Decor, Gifts, Sweets, Corporate) with its title and rows. */
export function HomeScreen({ section }: HomeScreenProps) {
  const query = useHome(section);
  return (
    <QueryView query={query}>
      {(home) => <WidgetList home={home} refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    </QueryView>
  );
}

const styles = StyleSheet.create({
  list: { paddingBottom: space.xl, backgroundColor: colors.background },
  title: { fontSize: font.hero, fontWeight: "800", color: colors.text, paddingHorizontal: space.lg, paddingTop: space.md },
});
