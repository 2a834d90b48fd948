import { COPY } from "@utsav/domain/shopper";
import { useState } from "react";
import type { Dispatch, ReactNode, SetStateAction } from "react";
import { StyleSheet, Text } from "react-native";
import { Button } from "./button";
import { Sheet } from "./sheet";
import { colors, font, space } from "./theme";

interface FiltersSheetProps<T> {
  open: boolean;
  onClose: () => void;
  /** The filters in force: each opening starts its draft from them. */
  applied: T;
  onApply: (draft: T) => void;
  /** What Clear All leaves of the draft. */
  cleared: (draft: T) => T;
  /** When given, Apply is disabled while this says the draft changes nothing. */
  unchanged?: (draft: T, applied: T) => boolean;
  /** The sections, drawn from the draft and editing it. */
  children: (draft: T, setDraft: Dispatch<SetStateAction<T>>) => ReactNode;
}

/**
 * Filters edited as a draft in a full sheet (application §2): Apply commits the draft and closes, Clear All resets
 * it, and a draft closed without Apply is dropped.
 */
export function FiltersSheet<T>({ open, onClose, applied, onApply, cleared, unchanged, children }: FiltersSheetProps<T>) {
  const [draft, setDraft] = useState(applied);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied);
  }
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={COPY.filters}
      size="full"
      footer={
        <>
          <Button label={COPY.clearAll} variant="secondary" onPress={() => setDraft(cleared(draft))} style={styles.footerButton} />
          <Button
            label={COPY.apply}
            disabled={unchanged?.(draft, applied)}
            onPress={() => {
              onApply(draft);
              onClose();
            }}
            style={styles.footerButton}
          />
        </>
      }
    >
      {children(draft, setDraft)}
    </Sheet>
  );
}

/** The heading of one section of filters. */
export function FiltersHeading({ children }: { children: string }) {
  return (
    <Text accessibilityRole="header" style={styles.heading}>
      {children}
    </Text>
  );
}

const styles = StyleSheet.create({
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text, marginTop: space.sm },
  footerButton: { flex: 1 },
});
