import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../lib/paths";
import { noticeState } from "../ui/notice";
import type { ProfileActResult } from "./profile-acts";

/**
 * What a profile form does with its route's answer (actionData, a new object for each submit), once for each answer:
 * done goes on to the profile with the confirmation `notice`; a refusal shows above the form's button, the form kept
 * as typed.
 */
export function useProfileAnswer(result: ProfileActResult, refuse: (message: string) => void, notice: string): void {
  const navigate = useNavigate();
  const handled = useRef<ProfileActResult>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if ("error" in result) refuse(result.error);
    else void navigate(paths.vendorProfile(), { state: noticeState(notice) });
  }, [result, refuse, navigate, notice]);
}
