/* eslint-disable no-console -- a command-line tool: its output is for the person at the terminal. */
import { normalizeIndianMobile } from "@utsav/domain";
import { openDatabase } from "@utsav/db";
import { loadConfig } from "../platform/config.ts";
import { AccountRepository } from "../modules/accounts/account-repository.ts";
import { AuditRepository } from "../platform/audit-repository.ts";
import { OperatorService } from "../modules/operations/operator-service.ts";
import { readServerRecord, serverMayRun } from "../platform/server-record.ts";

// npm run operator:add -- <phone> ["Full name"]   adds an operator (the first one; later ones are invited from the console)
//
// The operator then signs in at /ops/login with a code sent to that number (docs/decisions/0020). The addition is
// written to the audit log. On PostgreSQL it runs beside the servers; the embedded database belongs to one process,
// so while a server of the same data folder runs it refuses and says what to do. It prints the address the server
// last listened at (data/server.json), not a guess.

const [phoneArgument, fullName] = process.argv.slice(2);
const phone = phoneArgument ? normalizeIndianMobile(phoneArgument) : null;
if (!phone) {
  console.error('Usage: npm run operator:add -- <Indian mobile number> ["Full name"]');
  process.exit(2);
}
const config = loadConfig();
const server = await readServerRecord(config.dataDir);
if (config.database.kind === "pglite" && server && serverMayRun(server)) {
  console.error(
    [
      `The server at ${server.url} (process ${server.pid}) has the embedded database in ${config.dataDir} open,`,
      "and only one process at a time can use it. To add the operator:",
      "  1. stop the server (Ctrl+C in its terminal);",
      `  2. run this again: npm run operator:add -- ${phoneArgument}${fullName ? ` "${fullName}"` : ""}`,
      "  3. start it again with npm start (a second start reuses the build and takes a few seconds).",
      `If no server runs there, remove ${config.dataDir}/server.json and run this again.`,
    ].join("\n"),
  );
  process.exit(1);
}
if (config.database.kind === "pglite" && !server) console.log("Embedded database: make sure no server uses it while this runs.");
const origin = server?.url ?? config.publicOrigin;
const database = await openDatabase(config.database, (err) => console.error("database error", err));
try {
  await database.exclusively(() => database.migrate());
  const operators = new OperatorService(new AccountRepository(database.db), new AuditRepository(database.db));
  const { operator, created } = await operators.add(phone, fullName?.trim() || null, null);
  if (operator.disabledAt)
    console.log(`${operator.phone} is an operator whose account is disabled: another operator enables it in the console`);
  else console.log(`${operator.phone} ${created ? "is now an operator" : "was already an operator"}: sign in at ${origin}/ops/login`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
