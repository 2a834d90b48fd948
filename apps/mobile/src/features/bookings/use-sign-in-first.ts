import { useRouter } from "expo-router";
import { useEffect, useRef } from "react";
import { paths } from "../../navigation/paths";
import { useSession } from "../../session/session-provider";

/**
 * A screen of the consumer's own sends someone who is not signed in to sign in, once; the sign-in screen comes back
 * here when done, as the web's redirect does. Someone who comes back without signing in sees the screen's way to
 * sign in rather than being sent again.
 */
export function useSignInFirst() {
  const router = useRouter();
  const session = useSession();
  const sent = useRef(false);
  useEffect(() => {
    if (!session.ready || session.signedIn || sent.current) return;
    sent.current = true;
    router.push(paths.login());
  }, [router, session.ready, session.signedIn]);
  return session;
}
