import { lazy, Suspense, useEffect, useReducer } from "react";
import { useRevalidator } from "react-router";
import type { UserType } from "@utsav/domain";
import { Skeleton } from "../../shared/ui/skeleton";
import { ACCOUNT_COPY, initialLoginFlow, loginFlowReducer } from "@utsav/domain/client";
import type { LoginStep } from "@utsav/domain/client";
import type { HeadingTag } from "./login-flow-types";
import { LoginTerms } from "./login-terms";
import { PhoneEntryForm } from "./phone-entry-form";
import form from "./account-form.module.css";

// The steps after phone entry load when they are first needed; the code step starts loading with the request.
const loadOtpEntry = () => import("./otp-entry-form");
const OtpEntryForm = lazy(loadOtpEntry);
const OnboardingForm = lazy(() => import("./onboarding-form"));

export interface LoginFlowProps {
  /** spec: application §6, consumers and vendors each have their own sign-in path. */
  userType?: UserType;
  heading: HeadingTag;
  /** An already-authenticated user starts at authenticated (application §4). */
  signedIn?: boolean;
  /** Called once the flow reaches authenticated: the page returns to /, the modal closes. */
  onComplete: () => void;
  onStepChange?: (step: LoginStep) => void;
}

/**
 * The login flow of application §4: login (phone entry) → otp → onboarding for new users → authenticated.
 * Once the code is verified the session cookie exists, so the app's data is revalidated and the header shows
 * Profile and Logout.
 */
export function LoginFlow({ userType = "consumer", heading, signedIn = false, onComplete, onStepChange }: LoginFlowProps) {
  const [state, dispatch] = useReducer(loginFlowReducer, signedIn, initialLoginFlow);
  const revalidator = useRevalidator();
  const { step } = state;

  useEffect(() => {
    onStepChange?.(step);
    if (step === "authenticated") onComplete();
    // Only a change of step matters; the callbacks may be new functions on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  let content: React.ReactNode;
  switch (step) {
    case "login":
      content = (
        <PhoneEntryForm
          userType={userType}
          heading={heading}
          initialEntry={state.phoneEntry}
          onSubmitting={() => void loadOtpEntry()}
          onCodeSent={(phoneEntry, sent) => dispatch({ type: "codeSent", phoneEntry, phoneNumber: sent.phoneNumber })}
        />
      );
      break;
    case "otp":
      content = (
        <OtpEntryForm
          userType={userType}
          heading={heading}
          phoneNumber={state.phoneNumber ?? ""}
          onChangeNumber={() => dispatch({ type: "changeNumber" })}
          onVerified={(verified) => {
            void revalidator.revalidate();
            dispatch({ type: "verified", ...verified, userType });
          }}
        />
      );
      break;
    case "onboarding":
      content = <OnboardingForm heading={heading} onComplete={() => dispatch({ type: "onboarded" })} />;
      break;
    case "authenticated":
      return (
        <p role="status" className="muted">
          {ACCOUNT_COPY.signedIn}
        </p>
      );
  }

  return (
    <>
      <Suspense fallback={<StepSkeleton />}>{content}</Suspense>
      <LoginTerms />
    </>
  );
}

function StepSkeleton() {
  return (
    <div className={form.form} aria-hidden="true">
      <Skeleton width="60%" height={28} />
      <Skeleton height={56} />
      <Skeleton height={48} radius={999} />
    </div>
  );
}
