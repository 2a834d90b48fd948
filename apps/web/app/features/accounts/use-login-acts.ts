import { useEffect, useRef } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { UserType } from "@utsav/domain";
import { browserApi } from "../../lib/api-client";
import { actBody, runLoginAct } from "./login-acts";
import type { LoginActResult, SendLoginAct } from "./login-acts";

// How the login steps reach the API. The steps await each act's answer (a wrong code clears the boxes, a sent code
// moves on), so both ways give the same promise of a LoginActResult.

/**
 * On a sign-in page (/login, /vendor/login, /ops/login): each act goes as JSON to the route's clientAction through a
 * fetcher, so the page under the flow stays as it is (docs/decisions/0030). React Router then reads the page's
 * loaders again, which is how the header learns of the new session.
 */
export function useRouteLoginActs(): SendLoginAct {
  const fetcher = useFetcher<LoginActResult>();
  const { state, data } = fetcher;
  // The step waiting for the answer; the steps send one act at a time (each guards its own submit).
  const waiting = useRef<((result: LoginActResult) => void) | null>(null);
  // The answer is taken once the page's loaders have been read again, so a verified code moves on with the header
  // already showing the new session.
  useEffect(() => {
    const answer = waiting.current;
    if (answer === null || state !== "idle" || data === undefined) return;
    waiting.current = null;
    answer(data);
  }, [state, data]);
  return (act) =>
    new Promise((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(act, { method: "post", encType: "application/json" });
    });
}

/**
 * In the login modal, which opens over any page and belongs to no route's action: the acts run from the browser, and
 * a verified code reads the app's data again so the header shows Profile.
 */
export function useBrowserLoginActs(userType: UserType): SendLoginAct {
  const revalidator = useRevalidator();
  return async (act) => {
    const result = await runLoginAct(browserApi, userType, actBody(act));
    if ("verified" in result) void revalidator.revalidate();
    return result;
  };
}
