import { CONSOLE_FORM_MESSAGES, formatDay, formatPhoneDisplay, invitePhoneProblem, VENDOR_OWNER_COPY } from "@utsav/domain/client";
import type { VendorOwner } from "@utsav/domain";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { phoneInput } from "../../shared/lib/forms/phone-input";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { errorIdOf } from "../../shared/ui/field";
import { FieldError } from "../../shared/ui/field-error";
import { ActForm } from "./act-form";
import styles from "./ops.module.css";
import type { ReviewAct } from "./review-acts";

const checkOwnerInvite: DomainCheck<{ phoneNumber: string }> = ({ phoneNumber }) => ({
  phoneNumber: phoneNumber.trim() === "" ? CONSOLE_FORM_MESSAGES.ownerPhoneRequired : invitePhoneProblem(phoneNumber),
});

/** The owner's phone, checked by the domain's rule, then sent to the page's action (docs/decisions/0030). */
function OwnerInviteForm({ busy }: { busy: boolean }) {
  const form = useDomainForm<{ phoneNumber: string }>({ defaultValues: { phoneNumber: "" }, check: checkOwnerInvite });
  const submitJson = useSubmitJson();
  const error = form.errorOf("phoneNumber");
  const phone = form.control("phoneNumber");
  const send = form.handleSubmit(({ phoneNumber }) => submitJson({ intent: "invite-owner", phoneNumber } satisfies ReviewAct));
  return (
    <form method="post" className={styles.fields} noValidate onSubmit={(event) => void send(event)} aria-label={VENDOR_OWNER_COPY.invite}>
      <label className={styles.field} htmlFor={form.fieldId("phoneNumber")}>
        {VENDOR_OWNER_COPY.phoneLabel}
        <input required autoComplete="off" {...phone} {...phoneInput(phone.onChange)} />
      </label>
      {error ? <FieldError id={errorIdOf(form.fieldId("phoneNumber"))} message={error} /> : null}
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {VENDOR_OWNER_COPY.invite}
      </button>
    </form>
  );
}

/**
 * Who runs the business (docs/decisions/0033): its owner once linked; the invitation waiting, which the operator may
 * revoke; or, for a business with neither (a catalogue vendor), the form that invites its owner's phone. Each act is on
 * the record.
 */
export function VendorOwnerSection({ owner, busy }: { owner: VendorOwner; busy: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="owner-title">
      <h2 id="owner-title" className="section-title">
        {VENDOR_OWNER_COPY.title}
      </h2>
      {owner.owner ? (
        <p>
          {VENDOR_OWNER_COPY.linked(
            owner.owner.fullName
              ? `${owner.owner.fullName} (${formatPhoneDisplay(owner.owner.phone)})`
              : formatPhoneDisplay(owner.owner.phone),
          )}{" "}
          {VENDOR_OWNER_COPY.linkedOn(formatDay(owner.owner.linkedAt))}
        </p>
      ) : owner.invite ? (
        <>
          <p>{VENDOR_OWNER_COPY.invitePending(formatPhoneDisplay(owner.invite.phone), formatDay(owner.invite.createdAt))}</p>
          <ActForm act={{ intent: "revoke-owner-invite", inviteId: owner.invite.id }} label={VENDOR_OWNER_COPY.revoke} busy={busy} />
        </>
      ) : (
        <>
          <p>{VENDOR_OWNER_COPY.noOwner}</p>
          <OwnerInviteForm busy={busy} />
        </>
      )}
    </section>
  );
}
