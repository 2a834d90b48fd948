import { useRef, useState } from "react";

// Asking for sign-in and carrying on after it, shared by the pages that ask (an offering's call sheet, the brief form).
// A module of its own, so that pages that never ask do not load it.

/** What the composed sign-in receives: the login popup of features/accounts takes exactly these. */
export interface SignInProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the user has signed in (the code is verified), before the sign-in closes. */
  onSignedIn: () => void;
}

/**
 * Renders the sign-in. The route composes it in (features do not import each other), the way it composes the
 * action button into the offering page.
 */
export type RenderSignIn = (props: SignInProps) => React.ReactNode;

/**
 * Opens the sign-in on request; the promise settles once the sign-in has closed, with whether the user signed in,
 * so the caller can carry on where it left off.
 */
export function useSignInRequest(): { request: () => Promise<boolean>; props: SignInProps } {
  const pending = useRef<{ settle: (signedIn: boolean) => void; signedIn: boolean } | null>(null);
  const [open, setOpen] = useState(false);

  const request = () =>
    new Promise<boolean>((settle) => {
      pending.current?.settle(false);
      pending.current = { settle, signedIn: false };
      setOpen(true);
    });

  const props: SignInProps = {
    open,
    onSignedIn: () => {
      if (pending.current) pending.current.signedIn = true;
    },
    onOpenChange: (next) => {
      if (next) return;
      setOpen(false);
      const closed = pending.current;
      pending.current = null;
      closed?.settle(closed.signedIn);
    },
  };
  return { request, props };
}
