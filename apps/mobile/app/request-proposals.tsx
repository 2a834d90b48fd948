import { useQueryClient } from "@tanstack/react-query";
import { Stack, useRouter } from "expo-router";
import { BRIEF_COPY } from "@utsav/domain/shopper";
import { myBriefKey, myBriefsKey } from "../src/features/briefs/api/briefs";
import { BriefForm } from "../src/features/briefs/brief-form";
import { EventDateField } from "../src/features/bookings/event-date-field";
import { LocalityField } from "../src/features/bookings/locality-field";
import { paths } from "../src/navigation/paths";

/**
 * /request-proposals, at the web's address (the hero's button): the brief, with the booking form's date and locality
 * fields. A sent brief opens in its place, where its quotes will arrive (docs/decisions/0065).
 */
export default function RequestProposalsRoute() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <>
      <Stack.Screen options={{ title: BRIEF_COPY.newBrief }} />
      <BriefForm
        renderEventDate={(value, onChange, error) => (
          // A brief has no vendor yet, so no lead time or blocked days: the row starts today.
          <EventDateField leadTimeDays={null} availability={null} value={value} onChange={onChange} error={error} />
        )}
        renderLocality={(value, onChange, error) => <LocalityField value={value} onChange={onChange} error={error} />}
        onSent={(brief) => {
          queryClient.setQueryData(myBriefKey(brief.id), brief);
          void queryClient.invalidateQueries({ queryKey: myBriefsKey });
          router.replace(paths.myBrief(brief.id));
        }}
      />
    </>
  );
}
