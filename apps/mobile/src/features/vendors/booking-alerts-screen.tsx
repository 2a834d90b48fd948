import { pagePaths } from "@utsav/domain/shopper";
import {
  BOOKING_ALERT_CHANNELS,
  bookingAlertsOf,
  bookingAlertsProblem,
  VENDOR_APP_COPY,
  VENDOR_NAV_COPY,
  vendorProfileMessageFor,
} from "@utsav/domain/vendor-app";
import type { BookingAlerts } from "@utsav/domain";
import { useState } from "react";
import { RefreshControl, ScrollView, StyleSheet, Text, View } from "react-native";
import { Button } from "../../shared/ui/button";
import { Checkbox } from "../../shared/ui/checkbox";
import { QueryView } from "../../shared/ui/query-view";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { WebsiteButton } from "../../shared/ui/website-button";
import { contactOf, useContactSection, useSaveBookingAlerts } from "./api/booking-alerts";
import type { ContactData } from "./api/booking-alerts";

const CONTACT_PAGE = pagePaths.vendorProfileSection("contact");

/** Where the channels go (the section's email and WhatsApp number), above the choice, as on the web's Contact form. */
function Destinations({ contact }: { contact: ContactData }) {
  const [, email, whatsapp] = BOOKING_ALERT_CHANNELS;
  const lines = [
    contact.email ? `${email?.title}: ${contact.email}` : null,
    contact.whatsappNumber ? `${whatsapp?.title}: ${contact.whatsappNumber}` : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <View style={styles.destinations}>
      {lines.map((line) => (
        <Text key={line} style={styles.destination}>
          {line}
        </Text>
      ))}
    </View>
  );
}

interface AlertsFormProps {
  contact: ContactData;
  /** Whether the last save went through: kept by the screen, as a save starts the form again from what was saved. */
  saved: boolean;
  setSaved: (saved: boolean) => void;
}

/** The choice of channels, saved with the rest of the section as it was read. */
function AlertsForm({ contact, saved, setSaved }: AlertsFormProps) {
  const save = useSaveBookingAlerts();
  const [alerts, setAlerts] = useState<BookingAlerts>(() => bookingAlertsOf(contact.bookingAlerts));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toggle(channel: keyof BookingAlerts, on: boolean) {
    setAlerts((current) => ({ ...current, [channel]: on }));
    setError(null);
    setSaved(false);
  }

  async function submit() {
    // The web's rule, before anything is sent: a channel at least, and WhatsApp or email only where they can go.
    const problem = bookingAlertsProblem(alerts, contact.email, contact.whatsappNumber);
    if (problem) return setError(problem);
    setSaving(true);
    setSaved(false);
    const refusal = await save(contact, alerts);
    setSaving(false);
    setError(refusal);
    if (refusal === null) setSaved(true);
  }

  return (
    <View style={styles.form}>
      <Destinations contact={contact} />
      <Text accessibilityRole="header" style={styles.title}>
        {VENDOR_NAV_COPY.bookingAlerts}
      </Text>
      <View style={styles.channels}>
        {BOOKING_ALERT_CHANNELS.map(({ channel, title, hint }) => (
          <View key={channel}>
            <Checkbox label={title} checked={alerts[channel]} onChange={(on) => toggle(channel, on)} disabled={saving} />
            <Text style={styles.hint}>{hint}</Text>
          </View>
        ))}
      </View>
      {error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {error}
        </Text>
      ) : null}
      {saved ? (
        <Text accessibilityRole="alert" style={styles.saved}>
          {VENDOR_APP_COPY.bookingAlertsSaved}
        </Text>
      ) : null}
      <Button label={VENDOR_APP_COPY.bookingAlertsSave} loading={saving} onPress={() => void submit()} />
      <WebsiteButton label={VENDOR_APP_COPY.editContact} path={CONTACT_PAGE} />
    </View>
  );
}

/**
 * The vendor's booking alerts (issue 43, docs/decisions/0072): how it hears of new bookings, cancellations and revealed
 * numbers, by SMS, email or WhatsApp, as the web's Contact section keeps them. Before that section is saved there is
 * nothing to save the alerts with: the screen says so and opens the section on the website.
 */
export function BookingAlertsScreen() {
  const query = useContactSection();
  const [saved, setSaved] = useState(false);
  return (
    <ScrollView
      contentContainerStyle={styles.screen}
      refreshControl={<RefreshControl refreshing={query.isRefetching} onRefresh={() => void query.refetch()} />}
    >
      <QueryView query={query}>
        {(view) => {
          const contact = contactOf(view);
          if (!contact)
            return (
              <View style={styles.form}>
                <Text accessibilityRole="alert" style={styles.lead}>
                  {vendorProfileMessageFor.sectionsMissing(["contact"])}
                </Text>
                <WebsiteButton label={VENDOR_APP_COPY.openOnWebsite} path={CONTACT_PAGE} variant="primary" />
              </View>
            );
          // Keyed by what was saved: a save, or a pull after a change on the website, starts the choice again from it.
          return <AlertsForm key={JSON.stringify(contact)} contact={contact} saved={saved} setSaved={setSaved} />;
        }}
      </QueryView>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.lg, gap: space.lg },
  form: { gap: space.md },
  lead: { fontSize: font.body, color: colors.text },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  destinations: { gap: space.xs, padding: space.md, borderRadius: radius.md, backgroundColor: colors.surface },
  destination: { fontSize: font.body, color: colors.text },
  channels: { gap: space.sm },
  hint: { fontSize: font.small, color: colors.muted, marginLeft: 24 + space.md },
  error: { fontSize: font.body, color: colors.error },
  saved: { fontSize: font.body, color: colors.verified },
});
