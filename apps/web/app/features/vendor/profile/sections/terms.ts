import { VENDOR_PROFILE_LIMITS as L } from "@utsav/domain/client";
import { collectErrors, optionalTextError, textError, wholeNumberError } from "../../ui/validation";
import type { SectionDefinition } from "./section-definition";

export interface TermsValues {
  advancePercent: string;
  refundPolicy: string;
  cancellationPolicy: string;
  returnPolicy: string;
}

export const termsSection: SectionDefinition<"terms", TermsValues> = {
  fromData: (data) => ({
    advancePercent: data ? String(data.advancePercent) : "",
    refundPolicy: data?.refundPolicy ?? "",
    cancellationPolicy: data?.cancellationPolicy ?? "",
    returnPolicy: data?.returnPolicy ?? "",
  }),
  validate: (v) =>
    collectErrors({
      advancePercent: wholeNumberError(v.advancePercent, "Advance (%)", L.advancePercent),
      refundPolicy: textError(v.refundPolicy, "Refund policy", L.policy),
      cancellationPolicy: textError(v.cancellationPolicy, "Cancellation policy", L.policy),
      returnPolicy: optionalTextError(v.returnPolicy, "Return policy", L.returnPolicy.max),
    }),
  payload: (v) => ({
    advancePercent: Number(v.advancePercent.trim()),
    refundPolicy: v.refundPolicy.trim(),
    cancellationPolicy: v.cancellationPolicy.trim(),
    returnPolicy: v.returnPolicy.trim() || null,
  }),
};
