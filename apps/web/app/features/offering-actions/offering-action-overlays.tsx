import { lazy, Suspense, useState } from "react";
import type { OfferingDetail } from "@utsav/domain";
import { BottomSheet } from "../../shared/ui/bottom-sheet";
import { Modal } from "../../shared/ui/modal";

// The overlays' contents load on first opening, so the offering page's initial JavaScript stays within budget.
const BookingForm = lazy(() => import("./booking-form"));
const CallSheetContent = lazy(() => import("./call-sheet-content"));

export type OfferingFlow = "book" | "call";

interface OfferingActionOverlaysProps {
  offering: Pick<OfferingDetail, "id" | "offeringSlug" | "vendorName" | "offeringName" | "bookingAttributes" | "connectInfo">;
  flow: OfferingFlow | null;
  onClose: () => void;
}

/** The booking dialog (tablet and desktop) and the call sheet of one offering (application §4 Book, Call). */
export function OfferingActionOverlays({ offering, flow, onClose }: OfferingActionOverlaysProps) {
  // A new key on every opening: closing the call sheet resets the reveal, and a new booking starts empty.
  const [opening, setOpening] = useState(0);
  const [lastFlow, setLastFlow] = useState(flow);
  if (flow !== lastFlow) {
    setLastFlow(flow);
    if (flow) setOpening((n) => n + 1);
  }
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  const booking = {
    offeringId: offering.id,
    offeringSlug: offering.offeringSlug,
    vendorName: offering.vendorName,
    offeringName: offering.offeringName,
    bookingAttributes: offering.bookingAttributes,
  };
  return (
    <>
      <Modal open={flow === "book"} onOpenChange={onOpenChange} title="Book Offering">
        <Suspense fallback={null}>
          <BookingForm key={opening} booking={booking} mode="modal" />
        </Suspense>
      </Modal>
      <BottomSheet open={flow === "call"} onOpenChange={onOpenChange} title="Before You Connect!" description={`Contact ${offering.vendorName}`}>
        <Suspense fallback={null}>
          <CallSheetContent key={opening} offering={{ offeringId: offering.id, vendorName: offering.vendorName, offeringName: offering.offeringName, connectInfo: offering.connectInfo }} />
        </Suspense>
      </BottomSheet>
    </>
  );
}
