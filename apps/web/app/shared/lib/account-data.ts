import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import { thrownMessage } from "@utsav/api-client/core/errors";
import { accountExportFileName, indianDate, MESSAGES, PRIVACY_MESSAGES } from "@utsav/domain/client";
import type { AccountDeletion } from "@utsav/domain";
import type { AccountDeletionAnswer } from "./account-deletion";
import { saveFile } from "./save-file";

// Download my data, delete my account (docs/decisions/0031), for the consumer's and the vendor's pages alike: the
// export runs from the browser and is saved as a file; the deletion is an act of the page's route (a consumer's
// /account/data, a vendor's /vendor/profile), which answers as account-deletion.ts says.

/**
 * Runs an export call from the browser and saves its data, indented, as utsav-my-data-YYYY-MM-DD.json (the name the
 * API gives the file: the day in India), the same text the native app hands to its share sheet. Answers the message
 * to show when it failed, else null. A read: it changes nothing, so no route's action runs it.
 */
export async function downloadAccountData(exportData: () => Promise<EnvelopeResult<unknown>>): Promise<string | null> {
  try {
    const result = await exportData();
    if (!result.ok) return result.errorMessage ?? PRIVACY_MESSAGES.exportFailed;
    saveFile(accountExportFileName(indianDate()), JSON.stringify(result.data, null, 2));
    return null;
  } catch (thrown) {
    return thrownMessage(thrown, MESSAGES.networkError);
  }
}

/** The deletion call's result as the route's action answers it: the server's words, else the screen's. */
export async function deletionAnswer(call: Promise<EnvelopeResult<AccountDeletion>>): Promise<AccountDeletionAnswer> {
  try {
    const result = await call;
    return result.ok ? { ok: true, accountDeleted: true } : { ok: false, error: result.errorMessage ?? PRIVACY_MESSAGES.deleteFailed };
  } catch (thrown) {
    return { ok: false, error: thrownMessage(thrown, MESSAGES.networkError) };
  }
}
