import { useRouter } from "expo-router";
import { BOOKING_COPY, pagePaths, workPagePaths } from "@utsav/domain/shopper";
import { VENDOR_APP_COPY, VENDOR_NAV_COPY } from "@utsav/domain/vendor-app";
import { StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";
import { WebsiteButton } from "../../shared/ui/website-button";

/** The vendor's screens in the app, in the order of the web's vendor area (docs/decisions/0071). */
const SCREENS = [
  { label: VENDOR_NAV_COPY.bookings, path: paths.vendorBookings() },
  { label: VENDOR_NAV_COPY.requests, path: paths.vendorBriefs() },
  { label: BOOKING_COPY.vendorLeadsTitle, path: paths.vendorLeads() },
  { label: VENDOR_NAV_COPY.calendar, path: paths.vendorCalendar() },
  { label: VENDOR_NAV_COPY.payments, path: paths.vendorPayments() },
  { label: VENDOR_NAV_COPY.reviews, path: paths.vendorReviews() },
  { label: VENDOR_NAV_COPY.bookingAlerts, path: paths.vendorAlerts() },
] as const;

/** The pages left to the website, opened there signed in (docs/decisions/0072). */
const WEB_PAGES = [
  { label: VENDOR_NAV_COPY.profile, path: pagePaths.vendorProfile() },
  { label: VENDOR_NAV_COPY.offerings, path: pagePaths.vendorOfferings() },
  { label: VENDOR_NAV_COPY.gallery, path: pagePaths.vendorGallery() },
  { label: `${VENDOR_NAV_COPY.documents} (${VENDOR_NAV_COPY.documentsHint})`, path: pagePaths.vendorKyc() },
  { label: VENDOR_NAV_COPY.team, path: workPagePaths.vendorTeam() },
] as const;

/** The vendor's menu on the dashboard: its screens, then the pages on the website. */
export function VendorMenu() {
  const router = useRouter();
  return (
    <>
      <View style={styles.section}>
        <Text accessibilityRole="header" style={styles.title}>
          {VENDOR_APP_COPY.menuTitle}
        </Text>
        {SCREENS.map((item) => (
          <Button key={item.path} label={item.label} role="link" variant="secondary" onPress={() => router.push(item.path)} />
        ))}
      </View>
      <View style={styles.section}>
        <Text accessibilityRole="header" style={styles.title}>
          {VENDOR_APP_COPY.websiteMenuTitle}
        </Text>
        <Text style={styles.lead}>{VENDOR_APP_COPY.onWebsite}</Text>
        {WEB_PAGES.map((item) => (
          <WebsiteButton key={item.path} label={item.label} path={item.path} />
        ))}
      </View>
    </>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  lead: { fontSize: font.small, color: colors.muted },
});
