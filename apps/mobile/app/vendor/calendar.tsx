import { useLocalSearchParams } from "expo-router";
import { monthOrThisMonth } from "@utsav/domain/vendor-app";
import { VendorCalendarScreen } from "../../src/features/availability/vendor-calendar-screen";
import { VendorOnly } from "../../src/session/vendor-only";

/** The vendor's calendar for the month the address names (?month=YYYY-MM), else this month in India, as on the web. */
export default function VendorCalendarRoute() {
  const { month } = useLocalSearchParams<{ month?: string }>();
  return (
    <VendorOnly>
      <VendorCalendarScreen month={monthOrThisMonth(month)} />
    </VendorOnly>
  );
}
