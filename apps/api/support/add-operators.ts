import { normalizeIndianMobile } from "@utsav/domain";
import { openDatabase } from "@utsav/db";
import { loadConfig } from "../src/platform/config.ts";
import { AccountRepository } from "../src/modules/accounts/account-repository.ts";
import { AuditRepository } from "../src/platform/audit-repository.ts";
import { OperatorService } from "../src/modules/operations/operator-service.ts";

// Adds the browser journeys' operators before their server starts (spawn-server.ts's addOperators), as
// `npm run operator:add` adds one (src/cli/operator-add.ts, tested in command-line-tools.test.ts), but all of them in one
// process: the embedded database starts once instead of once an operator, which on a slow machine took a journey's
// server past its test's time. The operators come as JSON: [[phone, full name], …].

const operators = JSON.parse(process.argv[2] ?? "[]") as [string, string][];
const database = await openDatabase(loadConfig().database);
try {
  await database.exclusively(() => database.migrate());
  const service = new OperatorService(new AccountRepository(database.db), new AuditRepository(database.db));
  for (const [phone, fullName] of operators) {
    const normalized = normalizeIndianMobile(phone);
    if (!normalized) throw new Error(`not an Indian mobile number: ${phone}`);
    await service.add(normalized, fullName, null);
  }
} finally {
  await database.close();
}
