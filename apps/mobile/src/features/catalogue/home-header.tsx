import { useRouter } from "expo-router";
import { CITY, COPY } from "@utsav/domain/shopper";
import { useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";
import { useMyLocality } from "../../shared/lib/my-locality";
import { LocalityPicker } from "../../shared/ui/locality-picker";

/**
 * The top of the home feed on a phone (application §2 Header): where the celebrations are (the consumer's chosen
 * locality, else the city from the header widget) with the city popup and its locality picker, the search box, and
 * Login or Profile.
 */
export function HomeHeader({ location }: { location: string }) {
  const router = useRouter();
  const { signedIn } = useSession();
  const [cityOpen, setCityOpen] = useState(false);
  const place = useMyLocality().name ?? location;
  return (
    <View style={styles.header}>
      <View style={styles.top}>
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={`${COPY.celebrationsIn} ${place}, ${COPY.selectCity}`}
          onPress={() => setCityOpen(true)}
          style={styles.location}
        >
          <Text style={styles.locationCaption}>
            {COPY.celebrationsIn}
            {"\n"}
            <Text style={styles.city}>{place}</Text>
          </Text>
        </Pressable>
        <Button
          label={signedIn ? COPY.profile : COPY.login}
          variant="secondary"
          onPress={() => router.push(signedIn ? paths.profile() : paths.login())}
        />
      </View>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={COPY.searchPlaceholder}
        accessibilityHint={COPY.search}
        onPress={() => router.push(paths.search())}
        style={styles.search}
      >
        <Text style={styles.searchText}>{COPY.searchPlaceholder}</Text>
      </Pressable>
      <Sheet open={cityOpen} onClose={() => setCityOpen(false)} title={COPY.selectCity}>
        <Pressable
          accessibilityRole="radio"
          accessibilityLabel={CITY}
          accessibilityState={{ checked: true }}
          onPress={() => setCityOpen(false)}
          style={styles.cityOption}
        >
          <Text style={styles.city}>{CITY} ✓</Text>
        </Pressable>
        <Text style={styles.note}>{COPY.cityNote}</Text>
        {/* Within the city, the locality: cards then say which vendors do not serve it (docs/decisions/0069). */}
        <LocalityPicker onChosen={() => setCityOpen(false)} />
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  header: { paddingHorizontal: space.lg, paddingTop: space.sm, gap: space.sm, backgroundColor: colors.surface },
  top: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", gap: space.md },
  location: { minHeight: TOUCH_TARGET, justifyContent: "center", flexShrink: 1 },
  locationCaption: { fontSize: font.small, color: colors.muted },
  city: { fontSize: font.large, fontWeight: "700", color: colors.text },
  search: {
    minHeight: TOUCH_TARGET,
    justifyContent: "center",
    paddingHorizontal: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.background,
  },
  searchText: { fontSize: font.body, color: colors.muted },
  cityOption: { minHeight: TOUCH_TARGET, justifyContent: "center" },
  note: { fontSize: font.body, color: colors.muted },
});
