import { lazy, Suspense, useState } from "react";
import type { OfferingDetail } from "@utsav/domain";
import { BottomSheet } from "../../shared/ui/bottom-sheet";
import { Modal } from "../../shared/ui/modal";
import { useSignInRequest } from "../../shared/ui/sign-in-request";
import type { RenderSignIn } from "../../shared/ui/sign-in-request";

// The overlays' contents load on first opening, so the offering page's initial JavaScript stays within budget.
const BookingForm = lazy(() => import("./booking-form"));
const CallSheetContent = lazy(() => import("./call-sheet-content"));

export type OfferingFlow = "book" | "call";

interface OfferingActionOverlaysProps {
  offering: Pick<OfferingDetail, "id" | "offeringSlug" | "vendorName" | "offeringName" | "bookingAttributes" | "connectInfo" | "terms">;
  flow: OfferingFlow | null;
  onClose: () => void;
  /** False when the page knows the visitor is signed out (the contact reveal then starts with the sign-in). */
  signedIn?: boolean;
  /** The sign-in a guest goes through to see a vendor's contact; without it the call sheet links to /login. */
  renderSignIn?: RenderSignIn;
}

/** The booking dialog (tablet and desktop) and the call sheet of one offering (application §4 Book, Call). */
export function OfferingActionOverlays({ offering, flow, onClose, signedIn, renderSignIn }: OfferingActionOverlaysProps) {
  // A new key on every opening: closing the call sheet resets the reveal, and a new booking starts empty.
  const [opening, setOpening] = useState(0);
  const [lastFlow, setLastFlow] = useState(flow);
  if (flow !== lastFlow) {
    setLastFlow(flow);
    if (flow) setOpening((n) => n + 1);
  }
  const signIn = useSignInRequest();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const booking = {
    offeringId: offering.id,
    offeringSlug: offering.offeringSlug,
    vendorName: offering.vendorName,
    offeringName: offering.offeringName,
    bookingAttributes: offering.bookingAttributes,
    leadTimeDays: offering.terms?.leadTimeDays ?? null,
  };
  return (
    <>
      <Modal open={flow === "book"} onOpenChange={onOpenChange} title="Book Offering">
        <Suspense fallback={null}>
          <BookingForm key={opening} booking={booking} mode="modal" />
        </Suspense>
      </Modal>
      <BottomSheet
        open={flow === "call"}
        onOpenChange={onOpenChange}
        title="Before You Connect!"
        description={`Contact ${offering.vendorName}`}
      >
        <Suspense fallback={null}>
          <CallSheetContent
            key={opening}
            offering={{
              offeringId: offering.id,
              offeringSlug: offering.offeringSlug,
              vendorName: offering.vendorName,
              offeringName: offering.offeringName,
              connectInfo: offering.connectInfo,
            }}
            signedIn={signedIn}
            requestSignIn={renderSignIn ? signIn.request : undefined}
          />
        </Suspense>
      </BottomSheet>
      {/* A sibling of the sheet, not inside it: events in the sign-in must not reach the sheet's drag handling
          (React passes them up the component tree, across portals). It opens on top and the sheet stays open. */}
      {renderSignIn?.(signIn.props)}
    </>
  );
}
