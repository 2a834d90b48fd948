import { PAYOUT_COPY, VENDOR_APP_COPY } from "@utsav/domain/vendor-app";
import { FlatList, RefreshControl, StyleSheet, Text, View } from "react-native";
import { paths } from "../../../navigation/paths";
import { ErrorView } from "../../../shared/ui/error-view";
import { QueryView } from "../../../shared/ui/query-view";
import { colors, font, space } from "../../../shared/ui/theme";
import { WebsiteButton } from "../../../shared/ui/website-button";
import { LoadMoreFooter } from "../../../shared/ui/load-more-footer";
import { usePayoutAccount, useVendorPayments } from "./api/vendor-payments";
import { PaymentRow, PaymentTotals } from "./payment-rows";
import { PayoutAccountCard } from "./payout-account-card";

/** The bank account's card, or why it could not be read with Try again; the advances show either way. */
function AccountSection() {
  const account = usePayoutAccount();
  if (account.data) return <PayoutAccountCard answer={account.data} />;
  if (account.error) return <ErrorView message={account.error.message} onRetry={() => void account.refetch()} />;
  return null;
}

/**
 * /vendor/payments (docs/decisions/0051, 0071): the web's Payments page on a phone. The bank account the vendor is paid
 * out to (masked), the totals held, released and refunded, and each booking's advance with the vendor's share and where
 * it is, newest first, with Show more while the server names a next page and pull to refresh. Adding or changing the
 * account, and the CSV, are on the website, opened signed in.
 */
export function VendorPaymentsScreen() {
  const payments = useVendorPayments();
  const account = usePayoutAccount();
  const refresh = () => {
    void payments.refetch();
    void account.refetch();
  };
  return (
    <QueryView query={payments}>
      {(data) => {
        const pages = data.pages;
        // Every page carries the totals over all advances; the latest read is the freshest.
        const totals = pages[pages.length - 1]?.totals ?? { heldPaise: 0, releasedPaise: 0, refundedPaise: 0 };
        return (
          <FlatList
            data={pages.flatMap((page) => page.rows)}
            keyExtractor={(row) => row.bookingId}
            renderItem={({ item }) => <PaymentRow row={item} />}
            contentContainerStyle={styles.list}
            refreshControl={<RefreshControl refreshing={payments.isRefetching} onRefresh={refresh} />}
            ListHeaderComponent={
              <View style={styles.header}>
                <Text style={styles.lead}>{PAYOUT_COPY.lead}</Text>
                <AccountSection />
                <PaymentTotals totals={totals} />
                <Text accessibilityRole="header" style={styles.heading}>
                  {PAYOUT_COPY.tableTitle}
                </Text>
              </View>
            }
            ListEmptyComponent={<Text style={styles.lead}>{PAYOUT_COPY.empty}</Text>}
            ListFooterComponent={
              <View style={styles.footer}>
                <LoadMoreFooter pages={payments} label={PAYOUT_COPY.more} />
                <Text accessibilityRole="header" style={styles.heading}>
                  {VENDOR_APP_COPY.websiteMenuTitle}
                </Text>
                <WebsiteButton label={PAYOUT_COPY.exportCsv} path={paths.vendorPayments()} />
              </View>
            }
          />
        );
      }}
    </QueryView>
  );
}

const styles = StyleSheet.create({
  list: { padding: space.lg, gap: space.md },
  header: { gap: space.md },
  lead: { fontSize: font.body, color: colors.muted },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  footer: { gap: space.sm, paddingTop: space.sm },
});
