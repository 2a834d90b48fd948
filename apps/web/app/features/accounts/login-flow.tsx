import { lazy, Suspense, useEffect, useReducer } from "react";
import type { UserType } from "@utsav/domain";
import { ACCOUNT_COPY, initialLoginFlow, loginFlowReducer } from "@utsav/domain/client";
import type { LoginStep } from "@utsav/domain/client";
import type { SendLoginAct } from "./login-acts";
import type { HeadingTag, LoginFlowWords } from "./login-flow-types";
import { LoginStepSkeleton } from "./login-step-skeleton";
import { LoginTerms } from "./login-terms";
import { PhoneEntryForm } from "./phone-entry-form";
import { useBrowserLoginActs } from "./use-login-acts";

// The flow is built on the form helper (react-hook-form), so whoever shows it loads it on first use: the sign-in
// routes with lazyScreen, the login popup when it opens (docs/decisions/0030). The steps after phone entry load when
// they are first needed; the code step starts loading with the request.
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
  /**
   * How the steps reach the API: a sign-in page gives its route's action (useRouteLoginActs). Without it the calls go
   * from the browser, as in the login modal, which opens over any page and belongs to no route.
   */
  acts?: SendLoginAct;
  /** Words in place of the shoppers' (the operations console's sign-in); without them, application §2's. */
  words?: LoginFlowWords;
}

/**
 * The login flow of application §4: login (phone entry) → otp → onboarding for new users → authenticated.
 * Once the code is verified the session cookie exists, so the app's data is revalidated and the header shows
 * Profile and Logout.
 */
export function LoginFlow({ userType = "consumer", heading, signedIn = false, onComplete, onStepChange, acts, words }: LoginFlowProps) {
  const [state, dispatch] = useReducer(loginFlowReducer, signedIn, initialLoginFlow);
  const browserActs = useBrowserLoginActs(userType);
  const send = acts ?? browserActs;
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
          heading={heading}
          words={words}
          initialEntry={state.phoneEntry}
          send={send}
          onSubmitting={() => void loadOtpEntry()}
          onCodeSent={(phoneEntry, sent) => dispatch({ type: "codeSent", phoneEntry, phoneNumber: sent.phoneNumber })}
        />
      );
      break;
    case "otp":
      content = (
        <OtpEntryForm
          heading={heading}
          words={words}
          phoneNumber={state.phoneNumber ?? ""}
          send={send}
          onChangeNumber={() => dispatch({ type: "changeNumber" })}
          onVerified={(verified) => dispatch({ type: "verified", ...verified, userType })}
        />
      );
      break;
    case "onboarding":
      content = <OnboardingForm heading={heading} send={send} onComplete={() => dispatch({ type: "onboarded" })} />;
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
      <Suspense fallback={<LoginStepSkeleton />}>{content}</Suspense>
      <LoginTerms />
    </>
  );
}
