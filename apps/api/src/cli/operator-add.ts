/* eslint-disable no-console -- a command-line tool: its output is for the person at the terminal. */
import { normalizeIndianMobile } from "@utsav/domain";
import { openDatabase } from "@utsav/db";
import { loadConfig } from "../platform/config.ts";
import { AccountRepository } from "../modules/accounts/account-repository.ts";
import { AuditRepository } from "../platform/audit-repository.ts";
import { OperatorService } from "../modules/operations/operator-service.ts";

// npm run operator:add -- <phone> ["Full name"]   adds an operator (the first one; later ones are invited from the console)
//
// The operator then signs in at /ops/login with a code sent to that number (docs/decisions/0020). The addition is
// written to the audit log. On PostgreSQL it runs beside the servers; the embedded database belongs to one process:
// stop the server first.

const [phoneArgument, fullName] = process.argv.slice(2);
const phone = phoneArgument ? normalizeIndianMobile(phoneArgument) : null;
if (!phone) {
  console.error('Usage: npm run operator:add -- <Indian mobile number> ["Full name"]');
  process.exit(2);
}
const config = loadConfig();
if (config.database.kind === "pglite") console.log("Embedded database: make sure the server is stopped while this runs.");
const database = await openDatabase(config.database, (err) => console.error("database error", err));
try {
  await database.exclusively(() => database.migrate());
  const operators = new OperatorService(new AccountRepository(database.db), new AuditRepository(database.db));
  const { operator, created } = await operators.add(phone, fullName?.trim() || null, null);
  if (operator.disabledAt)
    console.log(`${operator.phone} is an operator whose account is disabled: another operator enables it in the console`);
  else
    console.log(
      `${operator.phone} ${created ? "is now an operator" : "was already an operator"}: sign in at ${config.publicOrigin}/ops/login`,
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
