import { useRouter } from "expo-router";
import { AVAILABILITY_COPY, availabilityCopyFor, blockProblems, indianDate } from "@utsav/domain/shopper";
import { VENDOR_APP_COPY, addMonths } from "@utsav/domain/vendor-app";
import type { BlockEntry } from "@utsav/domain/shopper";
import type { BlockedRange, CalendarDay, VendorCalendar } from "@utsav/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AccessibilityInfo, Platform, RefreshControl, StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { KeyboardAwareScroll } from "../../shared/ui/keyboard-aware-scroll";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { WebsiteButton } from "../../shared/ui/website-button";
import { blockVendorDates, unblockVendorDates, useVendorCalendar, vendorCalendarRoot } from "./api/vendor-calendar";
import { BlockForm } from "./block-form";
import { BlockedList } from "./blocked-list";
import { MonthGrid } from "./month-grid";

/** A day pressed on the grid: the first day of a new block, or the last of the one begun (a later day), as on the web. */
function nextRange(entry: BlockEntry, date: string): BlockEntry {
  return entry.startsOn && !entry.endsOn && date > entry.startsOn ? { ...entry, endsOn: date } : { ...entry, startsOn: date, endsOn: "" };
}

const EMPTY_BLOCK: BlockEntry = { startsOn: "", endsOn: "", note: "" };

/** What the screen says of the last act: done (the web's notice) or refused (the API's words, where the act was). */
type Outcome = { done: string } | { failed: string; act: "block" | "unblock" } | null;

/**
 * /vendor/calendar?month=YYYY-MM (docs/decisions/0056, 0057, 0071): the web's Calendar page on a phone. One month of
 * booked, full and blocked days with the months before and after (the month is in the address); days pressed on the
 * grid, or typed, make a block (one day or a range, with a note), checked by the domain's blockProblems and then by
 * the API; the blocked ranges with Unblock; what each act did said as the web says it, and the API's refusal in its
 * words. How many events the vendor takes and the calendar feed stay on the website, opened signed in.
 */
export function VendorCalendarScreen({ month }: { month: string }) {
  const router = useRouter();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useVendorCalendar(month);
  const today = indianDate();
  const [entry, setEntry] = useState<BlockEntry>(EMPTY_BLOCK);
  const [problems, setProblems] = useState<Partial<Record<keyof BlockEntry, string>>>({});
  const [sending, setSending] = useState<{ act: "block" } | { act: "unblock"; id: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const moveTo = (next: string) => router.setParams({ month: next });

  async function settle(result: { ok: true } | { ok: false; message: string }, act: "block" | "unblock", done: string) {
    setSending(null);
    if (!result.ok) {
      setOutcome({ failed: result.message, act });
      return;
    }
    setOutcome({ done });
    // Android reads the live region; iOS has none, so what was done is announced.
    if (Platform.OS === "ios") AccessibilityInfo.announceForAccessibilityWithOptions(done, { queue: true });
    // The API answers the calendar from today: the month shown (and any other read) is asked again.
    await queryClient.invalidateQueries({ queryKey: vendorCalendarRoot });
  }

  async function block() {
    const found = blockProblems(entry);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending({ act: "block" });
    setOutcome(null);
    const range = availabilityCopyFor.range(entry.startsOn, entry.endsOn || entry.startsOn);
    const result = await blockVendorDates(api, entry);
    if (result.ok) setEntry(EMPTY_BLOCK);
    await settle(result, "block", availabilityCopyFor.blocked(range));
  }

  async function unblock(blocked: BlockedRange, range: string) {
    setSending({ act: "unblock", id: blocked.id });
    setOutcome(null);
    await settle(await unblockVendorDates(api, blocked.id), "unblock", availabilityCopyFor.unblocked(range));
  }

  const pick = (date: string) => {
    setEntry((current) => nextRange(current, date));
    setProblems({});
  };

  const title = availabilityCopyFor.month(month);
  const failed = outcome && "failed" in outcome ? outcome : null;
  return (
    <KeyboardAwareScroll
      contentContainerStyle={styles.screen}
      keyboardShouldPersistTaps="handled"
      refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    >
      <Text style={styles.text}>{AVAILABILITY_COPY.lead}</Text>
      <View style={styles.monthBar}>
        <Button
          label={`‹ ${AVAILABILITY_COPY.previousMonth}`}
          accessibilityLabel={AVAILABILITY_COPY.previousMonth}
          variant="text"
          onPress={() => moveTo(addMonths(month, -1))}
        />
        <Text accessibilityRole="header" style={styles.month}>
          {title}
        </Text>
        <Button
          label={`${AVAILABILITY_COPY.nextMonth} ›`}
          accessibilityLabel={AVAILABILITY_COPY.nextMonth}
          variant="text"
          onPress={() => moveTo(addMonths(month, 1))}
        />
      </View>
      <View accessibilityLiveRegion="polite">{outcome && "done" in outcome ? <Text style={styles.done}>{outcome.done}</Text> : null}</View>
      <QueryView query={query}>
        {(calendar) => (
          <View style={styles.body}>
            <View style={styles.card}>
              <Text style={styles.hint}>{AVAILABILITY_COPY.pickHint}</Text>
              <MonthGrid
                month={month}
                title={title}
                dayOf={dayReader(calendar)}
                noteOn={(date) => calendar.blocks.find((b) => b.startsOn <= date && date <= b.endsOn)?.note ?? null}
                today={today}
                range={entry}
                onPick={pick}
              />
              <Text style={styles.hint}>{AVAILABILITY_COPY.legend}</Text>
            </View>
            <View style={styles.card}>
              <BlockForm
                entry={entry}
                onChange={setEntry}
                problems={problems}
                failure={failed?.act === "block" ? failed.failed : null}
                sending={sending?.act === "block"}
                busy={sending !== null}
                onSubmit={() => void block()}
                today={today}
              />
            </View>
            {failed?.act === "unblock" ? (
              <Text accessibilityRole="alert" style={styles.error}>
                {failed.failed}
              </Text>
            ) : null}
            <BlockedList
              blocks={calendar.blocks}
              busy={sending !== null}
              unblocking={sending?.act === "unblock" ? sending.id : null}
              onUnblock={(blocked, range) => void unblock(blocked, range)}
            />
            <View style={styles.card}>
              <Text accessibilityRole="header" style={styles.heading}>
                {VENDOR_APP_COPY.websiteMenuTitle}
              </Text>
              <WebsiteButton label={AVAILABILITY_COPY.capacityTitle} path={paths.vendorCalendar(month)} />
              <WebsiteButton label={AVAILABILITY_COPY.feedTitle} path={paths.vendorCalendar(month)} />
            </View>
          </View>
        )}
      </QueryView>
    </KeyboardAwareScroll>
  );
}

/** Each day of the month as the calendar read it; one it did not answer is free, at the vendor's capacity (as the web). */
function dayReader(calendar: VendorCalendar): (date: string) => CalendarDay {
  const days = new Map(calendar.days.map((day) => [day.date, day]));
  return (date) => days.get(date) ?? { date, booked: 0, capacity: calendar.dailyCapacity, blocked: false, full: false };
}

const styles = StyleSheet.create({
  screen: { padding: space.lg, gap: space.lg },
  body: { gap: space.lg },
  text: { fontSize: font.body, color: colors.text },
  hint: { fontSize: font.small, color: colors.muted },
  monthBar: { flexDirection: "row", alignItems: "center", justifyContent: "space-between", gap: space.sm },
  month: { flex: 1, textAlign: "center", fontSize: font.large, fontWeight: "700", color: colors.text },
  done: {
    fontSize: font.body,
    fontWeight: "600",
    color: colors.verified,
    backgroundColor: colors.verifiedSurface,
    padding: space.md,
    borderRadius: radius.md,
  },
  error: { fontSize: font.body, color: colors.error },
  card: {
    gap: space.md,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
});
