import { BOOKING_COPY, bookingCopyFor, chatLink } from "@utsav/domain/shopper";
import { StyleSheet, View } from "react-native";
import { openLink } from "../lib/open-link";
import { Button } from "./button";
import { space } from "./theme";

interface ContactButtonsProps {
  /** The shopper's number as the API gives it (+91…). */
  phone: string;
  /** Who is called, as the buttons say it: "Call Asha Rao", "WhatsApp Asha Rao". */
  name: string;
  /** The message a WhatsApp chat starts with, where the web starts one (a booking's); none for a lead. */
  chatMessage?: string;
}

/**
 * Call and WhatsApp for a shopper's number, as the web's vendor pages offer them (a booking's page, the leads): the
 * phone's dialler with tel:, and WhatsApp with wa.me (chatLink). Used by the vendor's bookings and leads alike.
 */
export function ContactButtons({ phone, name, chatMessage }: ContactButtonsProps) {
  return (
    <View style={styles.row}>
      <Button
        label={bookingCopyFor.callConsumer(name)}
        role="link"
        variant="secondary"
        style={styles.button}
        onPress={() => openLink(`tel:${phone}`)}
      />
      <Button
        label={BOOKING_COPY.whatsappConsumer}
        accessibilityLabel={bookingCopyFor.whatsappConsumer(name)}
        role="link"
        variant="secondary"
        style={styles.button}
        onPress={() => openLink(chatLink(phone, chatMessage))}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", flexWrap: "wrap", gap: space.sm },
  button: { flexGrow: 1 },
});
