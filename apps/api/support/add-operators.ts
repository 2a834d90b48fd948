import { normalizeIndianMobile } from "@utsav/domain";
import { openDatabase } from "@utsav/db";
import { loadConfig } from "../src/platform/config.ts";
import { AccountRepository } from "../src/modules/accounts/account-repository.ts";
import { AuditRepository } from "../src/platform/audit-repository.ts";
import { OperatorService } from "../src/modules/operations/operator-service.ts";

// Adds the browser journeys' operators before their server starts (spawn-server.ts's addOperators), as
// `npm run operator:add` adds one (src/cli/operator-add.ts, tested in command-line-tools.test.ts), but all of them in one
// process: the embedded database starts once instead of once an operator, which on a slow machine took a journey's
// server past its test's time. The operators come as JSON: [{ number, name }, …], as e2e/support/server.ts lists them.

const operators = JSON.parse(process.argv[2] ?? "[]") as { number: string; name: string }[];
const database = await openDatabase(loadConfig().database);
try {
  await database.exclusively(() => database.migrate());
  const service = new OperatorService(new AccountRepository(database.db), new AuditRepository(database.db));
  for (const { number, name } of operators) {
    const phone = normalizeIndianMobile(number);
    if (!phone) throw new Error(`not an Indian mobile number: ${number}`);
    await service.add(phone, name, null);
  }
} finally {
  await database.close();
}
