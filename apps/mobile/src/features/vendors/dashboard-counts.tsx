import { useRouter } from "expo-router";
import type { Href } from "expo-router";
import { BOOKING_COPY } from "@utsav/domain/shopper";
import { OFFERING_REACH, VENDOR_DASHBOARD_TEXT, VENDOR_NAV_COPY, vendorDashboardTextFor } from "@utsav/domain/vendor-app";
import type { OfferingReach, VendorDashboard } from "@utsav/domain";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

type Counts = VendorDashboard["counts"];

const REACH_COUNT: Record<OfferingReach, (counts: Counts) => number> = {
  waiting: (c) => c.waitingOfferings,
  hidden: (c) => c.hiddenOfferings,
  licence: (c) => c.licenceOfferings,
};

function Count({ value, label, sub, path }: { value: number; label: string; sub: string; path?: Href }) {
  const router = useRouter();
  const body = (
    <>
      <Text style={styles.value}>{value}</Text>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.sub}>{sub}</Text>
    </>
  );
  if (!path) return <View style={styles.count}>{body}</View>;
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={`${value} ${label}, ${sub}`}
      onPress={() => router.push(path)}
      style={({ pressed }) => [styles.count, pressed && styles.pressed]}
    >
      {body}
    </Pressable>
  );
}

/**
 * The web dashboard's counts, for a phone: bookings and leads of the last 7 days (each opening its list), and the live
 * offerings shoppers see, with why any other live ones are not shown (docs/decisions/0038).
 */
export function DashboardCounts({ counts }: { counts: Counts }) {
  const held = OFFERING_REACH.map((reach) => ({ reach, n: REACH_COUNT[reach](counts) })).filter(({ n }) => n > 0);
  return (
    <View style={styles.box}>
      <View style={styles.row}>
        <Count
          value={counts.bookingsThisWeek}
          label={VENDOR_NAV_COPY.bookings}
          sub={vendorDashboardTextFor.thisWeek(counts.bookingsTotal)}
          path={paths.vendorBookings()}
        />
        <Count
          value={counts.leadsThisWeek}
          label={BOOKING_COPY.vendorLeadsTitle}
          sub={vendorDashboardTextFor.thisWeek(counts.leadsTotal)}
          path={paths.vendorLeads()}
        />
      </View>
      <Count value={counts.liveOfferings} label={VENDOR_DASHBOARD_TEXT.liveOfferings} sub={VENDOR_DASHBOARD_TEXT.liveOfferingsSub} />
      {held.length > 0 ? (
        <View style={styles.held}>
          <Text style={styles.sub}>{VENDOR_DASHBOARD_TEXT.notShown}</Text>
          {held.map(({ reach, n }) => (
            <Text key={reach} style={styles.heldLine}>
              {n} {VENDOR_DASHBOARD_TEXT.reach[reach]}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.sm },
  row: { flexDirection: "row", gap: space.sm },
  count: {
    flex: 1,
    minHeight: TOUCH_TARGET,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  pressed: { opacity: 0.85 },
  value: { fontSize: font.hero, fontWeight: "800", color: colors.text },
  label: { fontSize: font.body, fontWeight: "700", color: colors.text },
  sub: { fontSize: font.small, color: colors.muted },
  held: { gap: space.xs },
  heldLine: { fontSize: font.body, color: colors.text },
});
