// Downloading one's data and deleting one's account (docs/decisions/0031-account-data-and-deletion.md). The spec shows
// neither; the rules are ours and India's (DPDP Act 2023 s.11, s.12; IT Intermediary Rules 2021 rule 3(1)(h)).

/** The word a person types to confirm that their account should be deleted (any case, spaces around ignored). */
export const ACCOUNT_DELETION_WORD = "DELETE";

/**
 * How long what a person gave to register (their number, name, e-mail; a vendor's business name and identity
 * documents) is kept, sealed, after the account is deleted: the Information Technology (Intermediary Guidelines and
 * Digital Media Ethics Code) Rules, 2021, rule 3(1)(h), asks an intermediary to keep a user's registration
 * information for 180 days after the registration is cancelled. Then it is purged.
 */
export const REGISTRATION_RETENTION_DAYS = 180;

/** What the downloaded file says it is, so a reader (or a later version of this export) can tell. */
export const ACCOUNT_EXPORT_FORMAT = { name: "utsav-my-data", version: 1 } as const;

/** The name the file is saved under: utsav-my-data-YYYY-MM-DD.json (the day in India). */
export function accountExportFileName(day: string): string {
  return `${ACCOUNT_EXPORT_FORMAT.name}-${day}.json`;
}
