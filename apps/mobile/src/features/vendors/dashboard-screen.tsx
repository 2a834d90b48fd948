import { useFocusEffect } from "expo-router";
import { ApiError } from "@utsav/api-client/shopper";
import { pagePaths } from "@utsav/domain/shopper";
import { VENDOR_APP_COPY } from "@utsav/domain/vendor-app";
import { useCallback, useRef } from "react";
import type { ReactNode } from "react";
import { RefreshControl, ScrollView, StyleSheet, Text, View } from "react-native";
import { PushPrompt } from "../../shared/lib/push/push-prompt";
import { ErrorView } from "../../shared/ui/error-view";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, space } from "../../shared/ui/theme";
import { WebsiteButton } from "../../shared/ui/website-button";
import { useVendorDashboard, useWaitingAnswers } from "./api/dashboard";
import { BusinessState } from "./business-state";
import { DashboardCounts } from "./dashboard-counts";
import { VendorMenu } from "./vendor-menu";
import { WaitingSection } from "./waiting-section";

/**
 * What the dashboard cannot show, in the API's words: a business still to onboard (409), done on the website; a number
 * that is not a vendor account (403), which can only sign out; else the failure with Try again.
 */
function DashboardRefused({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 409)
    return (
      <View style={styles.refused}>
        <Text accessibilityRole="alert" style={styles.lead}>
          {error.message}
        </Text>
        <WebsiteButton label={VENDOR_APP_COPY.openOnWebsite} path={pagePaths.vendorOnboarding()} variant="primary" />
      </View>
    );
  if (status === 403)
    return (
      <View style={styles.refused}>
        <Text accessibilityRole="header" style={styles.title}>
          {VENDOR_APP_COPY.notVendorTitle}
        </Text>
        <Text accessibilityRole="alert" style={styles.lead}>
          {error.message}
        </Text>
      </View>
    );
  return <ErrorView message={error.message} onRetry={onRetry} />;
}

/**
 * The vendor's dashboard in the app (issue 43, docs/decisions/0071), as the web's /vendor reduced to a phone: what
 * needs an answer first, where the business stands and what is left to do on the website, this week's counts, and the
 * menu of the vendor's screens. Pulled down, or shown again, it asks again. `footer` is the route's (Sign out).
 */
export function VendorDashboardScreen({ footer }: { footer?: ReactNode }) {
  const query = useVendorDashboard();
  const waiting = useWaitingAnswers(query.data !== undefined);
  const { refetch } = query;
  const refetchWaiting = waiting.refetch;
  const shown = useRef(false);
  // Back from a booking answered or a request quoted: the counts are asked again (the first showing has just asked).
  useFocusEffect(
    useCallback(() => {
      if (!shown.current) {
        shown.current = true;
        return;
      }
      void refetch().then((result) => (result.data ? refetchWaiting() : undefined));
    }, [refetch, refetchWaiting]),
  );
  const refresh = () => void refetch().then((result) => (result.data ? refetchWaiting() : undefined));
  const refused = query.data === undefined && query.error ? <DashboardRefused error={query.error} onRetry={refresh} /> : null;
  return (
    <ScrollView
      contentContainerStyle={styles.screen}
      refreshControl={<RefreshControl refreshing={query.isRefetching || waiting.isRefetching} onRefresh={refresh} />}
    >
      {refused ?? (
        <QueryView query={query}>
          {(dashboard) => (
            <>
              <Text accessibilityRole="header" style={styles.title}>
                {dashboard.businessName}
              </Text>
              <WaitingSection query={waiting} />
              {/* New bookings on this phone (docs/decisions/0073): asked here, where a vendor sees why. */}
              <PushPrompt moment="vendor" />
              <BusinessState dashboard={dashboard} />
              <DashboardCounts counts={dashboard.counts} />
              <VendorMenu />
            </>
          )}
        </QueryView>
      )}
      {footer}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.xl, gap: space.xl },
  refused: { gap: space.lg },
  title: { fontSize: font.title, fontWeight: "800", color: colors.text },
  lead: { fontSize: font.body, color: colors.text },
});
