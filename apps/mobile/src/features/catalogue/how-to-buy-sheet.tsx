import { chatLink, COPY, copyFor } from "@utsav/domain/shopper";
import type { WhatsappSupport } from "@utsav/domain";
import { Linking, StyleSheet, Text } from "react-native";
import { Button } from "../../shared/ui/button";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font } from "../../shared/ui/theme";

interface HowToBuySheetProps {
  open: boolean;
  onClose: () => void;
  vendorName: string;
  /** The vendor's WhatsApp, with a message that says what the consumer wants to buy; null when there is none. */
  chat: WhatsappSupport | null;
  /** Opens the call sheet (its View Contact), for a vendor without a chat. */
  onViewContact: () => void;
}

/**
 * What a Buy without a purchase link opens, as on the web (docs/decisions/0039): the spec only logs (application §4
 * Buy), which would leave a dead button, so the sheet says how to order from the vendor and offers the way there, the
 * vendor's chat where there is one, else the call sheet's View Contact.
 */
export function HowToBuySheet({ open, onClose, vendorName, chat, onViewContact }: HowToBuySheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title={COPY.howToBuy} size="medium">
      <Text style={styles.line}>{chat ? copyFor.buyByChat(vendorName) : copyFor.buyByCall(vendorName)}</Text>
      {chat ? (
        <Button
          label={copyFor.chatWith(vendorName)}
          role="link"
          onPress={() => void Linking.openURL(chatLink(chat.phoneNumber, chat.message))}
        />
      ) : (
        <Button label={COPY.viewContact} onPress={onViewContact} />
      )}
    </Sheet>
  );
}

const styles = StyleSheet.create({
  line: { fontSize: font.body, color: colors.text },
});
