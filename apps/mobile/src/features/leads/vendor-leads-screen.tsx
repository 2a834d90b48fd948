import { useRouter } from "expo-router";
import { BOOKING_COPY, bookingCopyFor, formatDayTime, formatPhoneDisplay } from "@utsav/domain/shopper";
import type { VendorLeadList } from "@utsav/domain";
import { FlatList, RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { ContactButtons } from "../../shared/ui/contact-buttons";
import { EmptyState } from "../../shared/ui/empty-state";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { LoadMoreFooter } from "../../shared/ui/load-more-footer";
import { useVendorLeads } from "./api/vendor-leads";

type Lead = VendorLeadList["leads"][number];

/** One shopper who viewed the number: who, for what, when, the number, and Call and WhatsApp, as the web's row. */
function LeadRow({ lead }: { lead: Lead }) {
  const name = lead.consumerName ?? BOOKING_COPY.someCustomer;
  return (
    <View style={styles.row}>
      <Text style={styles.title}>{bookingCopyFor.leadLine(name, lead.offeringName)}</Text>
      <Text style={styles.meta}>
        {formatDayTime(lead.createdAt)} · {formatPhoneDisplay(lead.consumerPhone)}
      </Text>
      <ContactButtons phone={lead.consumerPhone} name={name} />
    </View>
  );
}

/**
 * The vendor's leads (the web's /vendor/leads, docs/decisions/0071): shoppers who tapped View Contact, newest first,
 * each to call back or message while they are still choosing; a page at a time as the list scrolls (and Load more).
 */
export function VendorLeadsScreen() {
  const router = useRouter();
  const query = useVendorLeads();
  const more = () => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
  };
  const toBookings = () => router.push(paths.vendorBookings());
  return (
    <QueryView query={query}>
      {(data) => (
        <FlatList
          data={data.pages.flatMap((page) => page.leads)}
          keyExtractor={(lead) => lead.id}
          renderItem={({ item }) => <LeadRow lead={item} />}
          contentContainerStyle={styles.list}
          refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
          onEndReached={more}
          onEndReachedThreshold={0.5}
          ListHeaderComponent={<Button label={BOOKING_COPY.viewBookings} role="link" variant="text" onPress={toBookings} />}
          ListEmptyComponent={
            <EmptyState
              message={BOOKING_COPY.noLeads}
              actions={[{ label: BOOKING_COPY.viewBookings, role: "link", onPress: toBookings }]}
            />
          }
          ListFooterComponent={<LoadMoreFooter pages={query} />}
        />
      )}
    </QueryView>
  );
}

const styles = StyleSheet.create({
  list: { padding: space.lg, gap: space.md },
  row: {
    padding: space.md,
    gap: space.sm,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  title: { fontSize: font.body, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
});
