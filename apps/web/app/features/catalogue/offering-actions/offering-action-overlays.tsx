import { Fragment, Suspense, useState } from "react";
import type { OfferingDetail } from "@utsav/domain";
import { BOOKING_FORM_COPY, buyChatOf, CATALOGUE_COPY, LEAD_COPY } from "@utsav/domain/client";
import type { BookingLink } from "../../../shared/lib/booking-link";
import { BottomSheet } from "../../../shared/ui/bottom-sheet";
import { Modal } from "../../../shared/ui/modal";
import { useSignInRequest } from "../../../shared/ui/sign-in-request";
import type { RenderSignIn } from "../../../shared/ui/sign-in-request";
import { HowToBuy } from "./how-to-buy";

/** The booking dialog, the call sheet, or "How to buy" (a Buy without a purchase link; docs/decisions/0039). */
export type OfferingFlow = "book" | "call" | "buy";

/** What the composed call sheet receives: the call sheet of features/leads takes exactly these. */
export interface CallSheetProps {
  offering: { offeringId: string; offeringSlug: string; vendorName: string; offeringName: string; connectInfo: string[] };
  /** False when the page knows the visitor is signed out: View Contact then asks them to sign in first. */
  signedIn?: boolean;
  /** Opens the sign-in and settles once it has closed, with whether the user signed in. */
  requestSignIn?: () => Promise<boolean>;
}

/**
 * The overlays' contents, composed in by the route (features do not import each other): the booking form of
 * features/bookings and the call sheet of features/leads. The route loads them on first opening, so the offering
 * page's initial JavaScript stays within budget.
 */
export interface OfferingFlowRenderers {
  renderBookingForm: (booking: BookingLink) => React.ReactNode;
  renderCallSheet: (props: CallSheetProps) => React.ReactNode;
}

interface OfferingActionOverlaysProps extends OfferingFlowRenderers {
  offering: Pick<
    OfferingDetail,
    | "id"
    | "offeringType"
    | "offeringSlug"
    | "vendorName"
    | "offeringName"
    | "bookingAttributes"
    | "connectInfo"
    | "terms"
    | "whatsappSupport"
    | "vendorWhatsapp"
  >;
  flow: OfferingFlow | null;
  onClose: () => void;
  /** False when the page knows the visitor is signed out (the contact reveal then starts with the sign-in). */
  signedIn?: boolean;
  /** The sign-in a guest goes through to see a vendor's contact; without it the call sheet links to /login. */
  renderSignIn?: RenderSignIn;
}

/**
 * The booking dialog (tablet and desktop), the call sheet (application §4 Book, Call) and "How to buy" of one
 * offering: a Buy without a purchase link reaches the vendor by chat, else by the call sheet's View Contact.
 */
export function OfferingActionOverlays({
  offering,
  flow,
  onClose,
  signedIn,
  renderSignIn,
  renderBookingForm,
  renderCallSheet,
}: OfferingActionOverlaysProps) {
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
  const booking: BookingLink = {
    offeringId: offering.id,
    offeringSlug: offering.offeringSlug,
    vendorName: offering.vendorName,
    offeringName: offering.offeringName,
    bookingAttributes: offering.bookingAttributes,
    leadTimeDays: offering.terms?.leadTimeDays ?? null,
  };
  const chat = buyChatOf(offering);
  const callSheet = () =>
    renderCallSheet({
      offering: {
        offeringId: offering.id,
        offeringSlug: offering.offeringSlug,
        vendorName: offering.vendorName,
        offeringName: offering.offeringName,
        connectInfo: offering.connectInfo,
      },
      signedIn,
      requestSignIn: renderSignIn ? signIn.request : undefined,
    });
  return (
    <>
      <Modal open={flow === "book"} onOpenChange={onOpenChange} title={BOOKING_FORM_COPY.bookingTitle}>
        <Suspense fallback={null}>
          <Fragment key={opening}>{renderBookingForm(booking)}</Fragment>
        </Suspense>
      </Modal>
      <BottomSheet
        open={flow === "call"}
        onOpenChange={onOpenChange}
        title={LEAD_COPY.callSheetTitle}
        description={`Contact ${offering.vendorName}`}
      >
        <Suspense fallback={null}>
          <Fragment key={opening}>{callSheet()}</Fragment>
        </Suspense>
      </BottomSheet>
      {offering.offeringType === "buy" ? (
        <BottomSheet open={flow === "buy"} onOpenChange={onOpenChange} title={CATALOGUE_COPY.howToBuy} height={chat ? "medium" : "large"}>
          <Suspense fallback={null}>
            <Fragment key={opening}>
              <HowToBuy vendorName={offering.vendorName} chat={chat} renderContact={callSheet} />
            </Fragment>
          </Suspense>
        </BottomSheet>
      ) : null}
      {/* A sibling of the sheet, not inside it: events in the sign-in must not reach the sheet's drag handling
          (React passes them up the component tree, across portals). It opens on top and the sheet stays open. */}
      {renderSignIn?.(signIn.props)}
    </>
  );
}
