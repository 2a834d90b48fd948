import { storefrontPagePaths as pagePaths } from "../shared/page-paths.ts";
import { VENDOR_PROFILE_SECTIONS } from "./constants.ts";
import type { VendorProfileSection, VendorProfileState } from "./constants.ts";
import type { KycState } from "./kyc.ts";
import { VENDOR_SECTION_LABELS } from "./profile.ts";

// What a vendor still has to do before the business is verified (docs/decisions/0009): the web's banner and dashboard,
// and the app's dashboard (docs/decisions/0071), which opens each link on the website.

/** What the vendor's status says about the profile and KYC: the same on the profile and the dashboard. */
export interface VendorStatus {
  missingSections: readonly VendorProfileSection[];
  profileState: VendorProfileState;
  kycState: KycState;
  kycReason: string | null;
}

export interface VendorTodo {
  id: "profile" | "kyc";
  /** todo: the vendor has something to do; waiting: we have something to do; problem: something must be fixed. */
  tone: "todo" | "waiting" | "problem";
  text: string;
  detail?: string;
  /** The vendor area's page where it is done (pagePaths). */
  link?: { to: string; label: string };
}

export const PROFILE_STATE_TEXT: Record<VendorProfileState, string> = { draft: "Draft", submitted: "Submitted" };

export const VENDOR_TODO_TEXT = {
  /** What the list of things to do is called, where it stands apart (the web's banner). */
  stillToDo: "Still to do",
  allSet: "You are all set: your profile is submitted and your documents are verified.",
} as const;

/** The labels of the missing sections, in the order of the profile page. */
export function missingSectionLabels(missing: readonly VendorProfileSection[]): string[] {
  return VENDOR_PROFILE_SECTIONS.filter((s) => missing.includes(s)).map((s) => VENDOR_SECTION_LABELS[s]);
}

/** What is still to do before the business is verified, most urgent first; empty when all is done. */
export function vendorTodos({ missingSections, profileState, kycState, kycReason }: VendorStatus): VendorTodo[] {
  const todos: VendorTodo[] = [];
  if (kycState === "rejected") {
    todos.push({
      id: "kyc",
      tone: "problem",
      text: "Your KYC documents were not accepted. Please update them and submit again.",
      detail: kycReason ?? undefined,
      link: { to: pagePaths.vendorKyc(), label: "Fix documents" },
    });
  }
  if (missingSections.length > 0) {
    todos.push({
      id: "profile",
      tone: "todo",
      text: `Complete your profile: ${missingSectionLabels(missingSections).join(", ")}.`,
      link: { to: pagePaths.vendorProfile(), label: "Complete profile" },
    });
  } else if (profileState === "draft") {
    todos.push({
      id: "profile",
      tone: "todo",
      text: "Your profile is complete. Submit it so we can review it.",
      link: { to: pagePaths.vendorProfile(), label: "Submit profile" },
    });
  }
  if (kycState === "not_started") {
    todos.push({
      id: "kyc",
      tone: "todo",
      text: "Upload your KYC documents to get the verified badge.",
      link: { to: pagePaths.vendorKyc(), label: "Upload documents" },
    });
  } else if (kycState === "in_progress") {
    todos.push({
      id: "kyc",
      tone: "todo",
      text: "Your KYC documents are not submitted yet.",
      link: { to: pagePaths.vendorKyc(), label: "Review and submit" },
    });
  } else if (kycState === "submitted" || kycState === "in_review") {
    todos.push({ id: "kyc", tone: "waiting", text: "We are checking your KYC documents. You will see the result here." });
  }
  return todos;
}
