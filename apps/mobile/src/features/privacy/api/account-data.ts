import { deleteMyAccount, exportMyData, thrownMessage } from "@utsav/api-client/shopper";
import { responseSchemas, validated } from "@utsav/api-client/shopper-validate";
import { accountExportFileName, indianDate, MESSAGES, PRIVACY_MESSAGES } from "@utsav/domain/shopper";
import type { Api } from "../../../api/api-provider";

// Download my data, delete my account (docs/decisions/0031): the consumer's two calls, as the profile screen uses them.

export type Download = { ok: true; fileName: string; text: string } | { ok: false; message: string };

/**
 * POST /api/consumer/account/export: the data as the text of the file the web would save (utsav-my-data-DATE.json),
 * indented to be read. The app has no file system or sharing module of its own, so the text goes to the share sheet.
 */
export async function fetchMyData(api: Api): Promise<Download> {
  try {
    const result = validated(await exportMyData(api.transport), responseSchemas.exportMyData);
    if (!result.ok) return { ok: false, message: result.errorMessage ?? PRIVACY_MESSAGES.exportFailed };
    return { ok: true, fileName: accountExportFileName(indianDate()), text: JSON.stringify(result.data, null, 2) };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}

export type Deletion = { ok: true } | { ok: false; message: string };

/** POST /api/consumer/account/delete with the word typed; a refusal (open bookings) answers the server's words. */
export async function deleteAccount(api: Api, confirm: string): Promise<Deletion> {
  try {
    const result = validated(await deleteMyAccount(api.transport, { confirm: confirm.trim() }), responseSchemas.deleteMyAccount);
    return result.ok ? { ok: true } : { ok: false, message: result.errorMessage ?? PRIVACY_MESSAGES.deleteFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}
