import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import type { OfferingDetail } from "@utsav/domain";
import { ACTION_LABELS, onOfferingAction } from "./offering-action";
import { useOpenedOnce } from "../../../shared/ui/lazy-overlay";
import type { OfferingFlow, OfferingFlowRenderers } from "./offering-action-overlays";
import type { RenderSignIn } from "../../../shared/ui/sign-in-request";
import styles from "./offering-action-button.module.css";

// The booking dialog, the call sheet and "How to buy" load on the first press, outside the offering page's initial
// JavaScript.
const OfferingActionOverlays = lazy(() => import("./offering-action-overlays").then((m) => ({ default: m.OfferingActionOverlays })));

interface OfferingActionButtonProps extends OfferingFlowRenderers {
  offering: OfferingDetail;
  wide?: boolean;
  /** False when the page knows the visitor is signed out. */
  signedIn?: boolean;
  /** The sign-in (composed in by the route) a guest goes through to see a vendor's contact. */
  renderSignIn?: RenderSignIn;
}

/** The price bar's one button (Buy Now, Book Now or Call Now) with the dialog or sheet it opens. */
export function OfferingActionButton({
  offering,
  wide = false,
  signedIn,
  renderSignIn,
  renderBookingForm,
  renderCallSheet,
}: OfferingActionButtonProps) {
  const navigate = useNavigate();
  const [flow, setFlow] = useState<OfferingFlow | null>(null);
  const opened = useOpenedOnce(flow !== null);
  return (
    <>
      <button
        type="button"
        className={`btn btn-primary ${styles.action} ${wide ? styles.wide : ""}`}
        onClick={() => onOfferingAction(offering, { openFlow: setFlow, navigate: (to) => void navigate(to) })}
      >
        {ACTION_LABELS[offering.offeringType]}
      </button>
      {!opened ? null : (
        <Suspense fallback={null}>
          <OfferingActionOverlays
            offering={offering}
            flow={flow}
            onClose={() => setFlow(null)}
            signedIn={signedIn}
            renderSignIn={renderSignIn}
            renderBookingForm={renderBookingForm}
            renderCallSheet={renderCallSheet}
          />
        </Suspense>
      )}
    </>
  );
}
