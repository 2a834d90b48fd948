import {
  addDays,
  BRIEF_COPY,
  BRIEF_LIMITS,
  briefCopyFor,
  formatLongDate,
  indianDate,
  rupeesEntry,
  TERMS_COPY,
} from "@utsav/domain/shopper";
import { validateDecline, validateQuote, VENDOR_BRIEF_COPY } from "@utsav/domain/vendor-app";
import type { QuoteErrors } from "@utsav/domain/client";
import type { VendorBriefDetail } from "@utsav/domain";
import { useEffect, useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../../api/api-provider";
import { Button } from "../../../shared/ui/button";
import { ChoiceChips } from "../../../shared/ui/choice-chips";
import { DayChips } from "../../../shared/ui/day-chips";
import { TextField } from "../../../shared/ui/text-field";
import { colors, font, radius, space } from "../../../shared/ui/theme";
import { declineVendorBrief, sendBriefQuote } from "./api/vendor-briefs";
import type { BriefAnswered } from "./api/vendor-briefs";

// The vendor's answer to an open brief, as the web's (features/briefs/vendor/brief-answer-forms.tsx): a quote (sent,
// or changed) checked by the domain's validateQuote as the API checks it, or a decline with an optional reason, which
// Decline opens in the quote's place ("Decline this request?"), and Keep request closes with what was typed kept.

/** How many days the validity row offers, from today, up to the event date; a later one is typed. */
const VALIDITY_DAYS_SHOWN = 14;

interface AnswerFormsProps {
  brief: VendorBriefDetail;
  /** The brief as the server holds it after the answer. */
  onAnswered: (brief: VendorBriefDetail) => void;
  /** Whether a quote is half written and not sent: leaving then asks first. */
  onUnsentChange: (unsent: boolean) => void;
  /** The API refused: the brief may have closed meanwhile, so it is read again (as the web's page is after an act). */
  onRefused: () => void;
}

export function AnswerForms({ brief, onAnswered, onUnsentChange, onRefused }: AnswerFormsProps) {
  const api = useApi();
  const today = indianDate();
  const [price, setPrice] = useState(brief.quote ? String(brief.quote.price) : "");
  const [included, setIncluded] = useState(brief.quote?.included ?? "");
  const [offeringId, setOfferingId] = useState(brief.quote?.offeringId ?? "");
  const [validUntil, setValidUntil] = useState(brief.quote?.validUntil ?? "");
  const [reason, setReason] = useState("");
  const [declining, setDeclining] = useState(false);
  const [errors, setErrors] = useState<QuoteErrors & { reason?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const changed = brief.quote
    ? price !== String(brief.quote.price) || included !== brief.quote.included || validUntil !== brief.quote.validUntil
    : price !== "" || included !== "" || validUntil !== "";
  useEffect(() => onUnsentChange(changed), [changed, onUnsentChange]);
  // Gone (the brief was answered elsewhere and closed): nothing is left unsent here.
  useEffect(() => () => onUnsentChange(false), [onUnsentChange]);

  async function send(call: () => Promise<BriefAnswered>) {
    setPending(true);
    setRefusal(null);
    const result = await call();
    setPending(false);
    if (result.ok) {
      onUnsentChange(false);
      onAnswered(result.brief);
    } else {
      setRefusal(result.message);
      onRefused();
    }
  }

  function quote() {
    const found = validateQuote({ price: rupeesEntry(price), included, validUntil }, { today, eventDate: brief.eventDate });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = { price: rupeesEntry(price) ?? 0, included: included.trim(), validUntil, offeringId: offeringId || null };
    void send(() => sendBriefQuote(api, brief.id, body));
  }

  function decline() {
    const found = validateDecline({ reason });
    setErrors(found);
    if (found.reason) return;
    void send(() => declineVendorBrief(api, brief.id, { reason: reason.trim() || undefined }));
  }

  const failure = refusal ? (
    <Text accessibilityRole="alert" style={styles.error}>
      {refusal}
    </Text>
  ) : null;

  if (declining) {
    return (
      <View style={styles.card}>
        <Text accessibilityRole="header" style={styles.heading}>
          {VENDOR_BRIEF_COPY.declineTitle}
        </Text>
        <TextField
          label={VENDOR_BRIEF_COPY.declineReason}
          value={reason}
          onChangeText={setReason}
          multiline
          maxLength={BRIEF_LIMITS.reasonMax}
          error={errors.reason}
        />
        {failure}
        <Button label={VENDOR_BRIEF_COPY.decline} loading={pending} onPress={decline} />
        <Button
          label={VENDOR_BRIEF_COPY.keepRequest}
          variant="secondary"
          onPress={() => {
            setRefusal(null);
            setDeclining(false);
          }}
        />
      </View>
    );
  }

  const lastDay = addDays(today, VALIDITY_DAYS_SHOWN - 1) < brief.eventDate ? addDays(today, VALIDITY_DAYS_SHOWN - 1) : brief.eventDate;
  const days = Array.from({ length: VALIDITY_DAYS_SHOWN }, (_, i) => addDays(today, i)).filter((day) => day <= lastDay);
  const offerings = [{ value: "", label: VENDOR_BRIEF_COPY.noOffering }, ...brief.offerings.map((o) => ({ value: o.id, label: o.title }))];
  return (
    <View style={styles.card}>
      <Text accessibilityRole="header" style={styles.heading}>
        {brief.quote ? VENDOR_BRIEF_COPY.yourQuote : VENDOR_BRIEF_COPY.sendQuoteTitle}
      </Text>
      {brief.answer === "declined" ? <Text style={styles.text}>{VENDOR_BRIEF_COPY.declinedLead}</Text> : null}
      <TextField
        label={VENDOR_BRIEF_COPY.price}
        required
        value={price}
        onChangeText={setPrice}
        keyboardType="number-pad"
        maxLength={11}
        error={errors.price}
      />
      <TextField
        label={BRIEF_COPY.included}
        required
        value={included}
        onChangeText={setIncluded}
        multiline
        maxLength={BRIEF_LIMITS.includedMax}
        error={errors.included}
      />
      {brief.offerings.length > 0 ? (
        <View style={styles.field}>
          <Text style={styles.label}>{VENDOR_BRIEF_COPY.offering}</Text>
          <ChoiceChips choices={offerings} value={offeringId} onChange={setOfferingId} />
        </View>
      ) : null}
      <View style={styles.field}>
        <Text style={styles.label} accessibilityLabel={`${BRIEF_COPY.validUntil}, required`}>
          {BRIEF_COPY.validUntil}
          <Text style={styles.required}> *</Text>
        </Text>
        <DayChips days={days} value={validUntil} onChange={setValidUntil} label={BRIEF_COPY.validUntil} />
        <TextField
          label={TERMS_COPY.otherEventDate}
          value={validUntil}
          onChangeText={(text) => setValidUntil(text.trim())}
          placeholder={brief.eventDate}
          keyboardType="numbers-and-punctuation"
          autoCapitalize="none"
          autoCorrect={false}
          maxLength={10}
          error={errors.validUntil}
        />
      </View>
      {failure}
      <Button label={brief.quote ? VENDOR_BRIEF_COPY.updateQuote : VENDOR_BRIEF_COPY.sendQuote} loading={pending} onPress={quote} />
      {brief.answer === "declined" ? null : (
        <Button
          label={VENDOR_BRIEF_COPY.decline}
          variant="secondary"
          onPress={() => {
            setRefusal(null);
            setDeclining(true);
          }}
        />
      )}
      {brief.quote ? <Text style={styles.meta}>{briefCopyFor.validUntil(formatLongDate(brief.quote.validUntil))}</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    padding: space.md,
    gap: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  field: { gap: space.sm },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  required: { color: colors.error },
  text: { fontSize: font.body, color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  error: { fontSize: font.body, color: colors.error },
});
