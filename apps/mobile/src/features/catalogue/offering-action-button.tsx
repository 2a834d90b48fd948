import { useRouter } from "expo-router";
import * as WebBrowser from "expo-web-browser";
import { buyChatOf, COPY, MESSAGES } from "@utsav/domain/shopper";
import type { OfferingDetail } from "@utsav/domain";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useApi } from "../../api/api-provider";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";
import { Button } from "../../shared/ui/button";
import { recordEvent } from "./api/record-event";
import { HowToBuySheet } from "./how-to-buy-sheet";

/** What the button gives the call sheet it opens. */
export interface CallSheetSlot {
  open: boolean;
  onClose: () => void;
  offering: { offeringId: string; vendorName: string; offeringName: string; connectInfo: string[] };
  /** Called when the contact needs a signed-in consumer; the sheet closes for the sign-in screen. */
  onSignIn: () => void;
  /** Asks for the contact as soon as the sheet opens (back from signing in for it). */
  revealOnOpen: boolean;
}

interface OfferingActionButtonProps {
  offering: OfferingDetail;
  /** The call sheet (leads), composed in by the route. */
  renderCallSheet: (sheet: CallSheetSlot) => ReactNode;
}

/**
 * The price bar's one button, labelled by the offering type (application §4 Buy, Book, Call): Buy records the press
 * and opens the purchase link in the in-app browser; without one it logs, as the spec has it, and opens "How to buy"
 * (docs/decisions/0039). Book opens the full-screen booking form; Call records the press and opens the call sheet. A
 * guest who asks for a contact signs in, and comes back to the sheet with the contact asked for again.
 */
export function OfferingActionButton({ offering, renderCallSheet }: OfferingActionButtonProps) {
  const api = useApi();
  const router = useRouter();
  const { signedIn } = useSession();
  const [callOpen, setCallOpen] = useState(false);
  const [buyOpen, setBuyOpen] = useState(false);
  const [awaitingSignIn, setAwaitingSignIn] = useState(false);

  useEffect(() => {
    if (awaitingSignIn && signedIn) setCallOpen(true);
  }, [awaitingSignIn, signedIn]);

  function act() {
    if (offering.offeringType === "buy") {
      recordEvent(api, "buy_click", offering.id);
      if (offering.offeringRedirectUrl) {
        void WebBrowser.openBrowserAsync(offering.offeringRedirectUrl);
        return;
      }
      // spec: application §4 "without, nothing happens apart from a log"; the sheet says how to buy instead.
      console.warn(MESSAGES.noRedirectUrl);
      setBuyOpen(true);
      return;
    }
    if (offering.offeringType === "book") {
      router.push(paths.booking(offering.offeringSlug));
      return;
    }
    recordEvent(api, "call_click", offering.id);
    setAwaitingSignIn(false);
    setCallOpen(true);
  }

  return (
    <>
      <Button label={COPY.actions[offering.offeringType]} onPress={act} />
      {offering.offeringType === "buy" && !offering.offeringRedirectUrl ? (
        <HowToBuySheet
          open={buyOpen}
          onClose={() => setBuyOpen(false)}
          vendorName={offering.vendorName}
          chat={buyChatOf(offering)}
          onViewContact={() => {
            setBuyOpen(false);
            setAwaitingSignIn(false);
            setCallOpen(true);
          }}
        />
      ) : null}
      {offering.offeringType !== "book"
        ? renderCallSheet({
            open: callOpen,
            revealOnOpen: awaitingSignIn && signedIn,
            onClose: () => {
              setCallOpen(false);
              setAwaitingSignIn(false);
            },
            onSignIn: () => {
              setCallOpen(false);
              setAwaitingSignIn(true);
              router.push(paths.login());
            },
            offering: {
              offeringId: offering.id,
              vendorName: offering.vendorName,
              offeringName: offering.offeringName,
              connectInfo: offering.connectInfo,
            },
          })
        : null}
    </>
  );
}
