import {
  optionalTextProblem,
  textProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  typedWholeNumber,
  wholeNumberProblem,
} from "@utsav/domain/client";
import { collectErrors } from "../../ui/validation";
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
      advancePercent: wholeNumberProblem(v.advancePercent, LABEL.advancePercent, L.advancePercent),
      refundPolicy: textProblem(v.refundPolicy, LABEL.refundPolicy, L.policy),
      cancellationPolicy: textProblem(v.cancellationPolicy, LABEL.cancellationPolicy, L.policy),
      returnPolicy: optionalTextProblem(v.returnPolicy, LABEL.returnPolicy, L.returnPolicy.max),
    }),
  payload: (v) => ({
    advancePercent: typedWholeNumber(v.advancePercent) ?? 0,
    refundPolicy: v.refundPolicy.trim(),
    cancellationPolicy: v.cancellationPolicy.trim(),
    returnPolicy: v.returnPolicy.trim() || null,
  }),
};
