/* eslint-disable no-console -- a command-line tool: its output is for the operator reading the terminal. */
import { loadConfig } from "../config.ts";
import { openDatabase } from "@utsav/db";
import { pendingReviews, reviewKyc } from "../services/kyc-review.ts";
import type { KycDecision } from "../services/kyc-review.ts";

// npm run kyc:review                                  lists submissions waiting for review
// npm run kyc:review -- <vendorId> in_review          takes one into review
// npm run kyc:review -- <vendorId> approve            approves it (the vendor's offerings show as verified)
// npm run kyc:review -- <vendorId> reject "<reason>"  rejects it with the reason the vendor reads
//
// On PostgreSQL it runs beside the servers (their read caches are cleared by notification). The embedded database
// belongs to one process: stop the server first.

const DECISIONS: KycDecision[] = ["in_review", "approve", "reject"];
const [vendorId, decision, reason] = process.argv.slice(2);
const config = loadConfig();
if (config.database.kind === "pglite") console.log("Embedded database: make sure the server is stopped while this runs.");
const database = await openDatabase(config.database, (err) => console.error("database error", err));
try {
  await database.exclusively(() => database.migrate());
  if (!vendorId) {
    const pending = await pendingReviews(database);
    if (pending.length === 0) console.log("No KYC submissions are waiting for review.");
    for (const p of pending) console.log(`${p.vendorId}  ${p.state.padEnd(9)}  ${p.submittedAt?.toISOString() ?? "-"}  ${p.businessName}`);
  } else if (!decision || !DECISIONS.includes(decision as KycDecision)) {
    console.error(`Usage: kyc:review <vendorId> (${DECISIONS.join(" | ")}) ["reason for a rejection"]`);
    process.exitCode = 2;
  } else {
    const state = await reviewKyc(database, vendorId, decision as KycDecision, reason);
    console.log(`${vendorId}: KYC is now ${state}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
