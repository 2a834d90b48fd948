import { pagePaths, PAYOUT_ACCOUNT_STATUS_LABELS } from "@utsav/domain/shopper";
import { PAYOUT_COPY } from "@utsav/domain/vendor-app";
import type { PayoutAccountAnswer, PayoutAccountView } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { paths } from "../../../navigation/paths";
import { colors, font, radius, space } from "../../../shared/ui/theme";
import { WebsiteButton } from "../../../shared/ui/website-button";

/** What the account's state means for the vendor's money, in a sentence (as the web's card). */
function stateLine(account: PayoutAccountView): string {
  if (account.status === "in_review") return PAYOUT_COPY.inReview;
  if (account.status === "rejected") return PAYOUT_COPY.rejected(account.rejectionReason ?? "");
  return account.linked ? PAYOUT_COPY.approved : PAYOUT_COPY.linking;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact} accessible accessibilityLabel={`${label}: ${value}`}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

/**
 * The bank account for payouts (docs/decisions/0051), as the web's Payments page shows it: masked as the API answers it
 * (the number by its last four digits), its review's state and what that means. Adding or changing it stays on the
 * website (docs/decisions/0071): the owner opens it there signed in; a member of the team reads it only.
 */
export function PayoutAccountCard({ answer }: { answer: PayoutAccountAnswer }) {
  const { account, canChange } = answer;
  return (
    <View style={styles.card}>
      <Text accessibilityRole="header" style={styles.heading}>
        {PAYOUT_COPY.accountTitle}
      </Text>
      {account ? (
        <>
          <Fact label={PAYOUT_COPY.holder} value={account.holderName} />
          <Fact label={PAYOUT_COPY.number} value={account.maskedNumber} />
          <Fact label={PAYOUT_COPY.ifsc} value={account.ifsc} />
          <Fact label={PAYOUT_COPY.statusLabel} value={PAYOUT_ACCOUNT_STATUS_LABELS[account.status]} />
          <Text style={account.status === "rejected" ? styles.warning : styles.note}>{stateLine(account)}</Text>
          {answer.emailMissing && account.status === "approved" && !account.linked ? (
            <>
              <Text style={styles.warning}>{PAYOUT_COPY.emailMissing}</Text>
              <WebsiteButton label={PAYOUT_COPY.emailLink} path={pagePaths.vendorProfileSection("contact")} />
            </>
          ) : null}
        </>
      ) : (
        <Text style={styles.note}>{PAYOUT_COPY.noAccount}</Text>
      )}
      {canChange ? (
        <WebsiteButton label={account ? PAYOUT_COPY.change : PAYOUT_COPY.add} path={paths.vendorPayments()} />
      ) : (
        <Text style={styles.note}>{PAYOUT_COPY.ownerOnly}</Text>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    gap: space.sm,
    padding: space.md,
    borderRadius: radius.md,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  fact: { flexDirection: "row", justifyContent: "space-between", gap: space.md },
  label: { fontSize: font.body, color: colors.muted },
  value: { flexShrink: 1, fontSize: font.body, fontWeight: "600", color: colors.text, textAlign: "right" },
  note: { fontSize: font.body, color: colors.text },
  warning: { fontSize: font.body, fontWeight: "600", color: colors.error },
});
