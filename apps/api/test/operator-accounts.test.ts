import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { OPERATOR_MESSAGES } from "@utsav/domain";
import { sessions } from "@utsav/db";
import { freshClient, generate, latestCode, signIn, verify } from "./accounts-helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { buildTestApp } from "./helper.ts";

// Operators disable and enable each other's accounts, on the record (docs/decisions/0020, amended 2026-11-28; OWASP
// ASVS 5.0 V7.4 session termination, V8 authorization, V16 security logging).

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signInOperator(app, "Meera Ops");
});
afterAll(async () => {
  await app.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = operator.headers) => app.inject({ method: "GET", url, headers });
const act = (id: string, what: "disable" | "enable", headers: Headers = operator.headers) =>
  app.inject({ method: "POST", url: `/api/operator/operators/${id}/${what}`, headers });
const operatorsList = async (headers: Headers = operator.headers) =>
  (await get("/api/operator/operators", headers)).json().data as {
    operators: { id: string; disabledAt: string | null }[];
    currentOperatorId: string;
  };
const auditOf = async (action: string) => (await get(`/api/operator/audit?action=${action}`)).json().data.entries;

/** Signs a (disabled or not) operator's number in through the console's sign-in: the answer to the right code. */
async function signInAnswer(phone: string) {
  const { ip } = freshClient();
  expect((await generate(app, phone.slice(3), ip, "operator")).statusCode).toBe(200);
  return verify(app, phone.slice(3), latestCode(app, phone), ip, "operator");
}

describe("disabling an operator", () => {
  it("ends their sessions at once, keeps them from signing in with a clear message, and is on the record", async () => {
    const ravi = await signInOperator(app, "Ravi Ops");
    const sita = await signInOperator(app, "Sita Ops");
    expect((await get("/api/operator/vendors", ravi.headers)).statusCode).toBe(200);

    const disabled = await act(ravi.userId, "disable");
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: ravi.userId, fullName: "Ravi Ops", disabledAt: expect.any(String) });
    // Signed out at once: every session of theirs is revoked, and the next request is refused.
    expect((await get("/api/operator/vendors", ravi.headers)).statusCode).toBe(401);
    const live = await app.database.db.select().from(sessions).where(eq(sessions.userId, ravi.userId));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    // Another operator is untouched.
    expect((await get("/api/operator/vendors", sita.headers)).statusCode).toBe(200);

    // A wrong code answers as for anyone; the right one says the account is disabled, and starts no session.
    const { ip } = freshClient();
    // The resend wait after the number's last code (its first sign-in) has passed.
    await app.database.db.execute(sql`update otp_codes set created_at = created_at - interval '91 seconds' where phone = ${ravi.phone}`);
    expect((await generate(app, ravi.phone.slice(3), ip, "operator")).statusCode).toBe(200);
    expect((await verify(app, ravi.phone.slice(3), "000000", ip, "operator")).json().errorCode).toBe("OTP_INVALID");
    const refused = await verify(app, ravi.phone.slice(3), latestCode(app, ravi.phone), ip, "operator");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      data: null,
      errorMessage: OPERATOR_MESSAGES.accountDisabled,
      errorCode: "OPERATOR_DISABLED",
    });
    expect(refused.headers["set-cookie"]).toBeUndefined();

    const list = await operatorsList();
    expect(list.currentOperatorId).toBe(operator.userId);
    expect(list.operators.find((o) => o.id === ravi.userId)?.disabledAt).toEqual(expect.any(String));
    const [entry] = await auditOf("operator.disabled");
    expect(entry).toMatchObject({
      actorId: operator.userId,
      actorName: "Meera Ops",
      target: ravi.userId,
      detail: { fullName: "Ravi Ops", sessionsEnded: 1 },
      clientAddress: expect.any(String),
    });
    expect((await act(ravi.userId, "disable")).json()).toMatchObject({
      errorMessage: OPERATOR_MESSAGES.alreadyDisabled,
      errorCode: "OPERATOR_UNCHANGED",
    });

    // Enabled again, on the record: the same number signs in.
    const enabled = await act(ravi.userId, "enable");
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.disabledAt).toBeNull();
    expect((await auditOf("operator.enabled"))[0]).toMatchObject({ actorId: operator.userId, target: ravi.userId });
    await app.database.db.execute(sql`update otp_codes set created_at = created_at - interval '91 seconds' where phone = ${ravi.phone}`);
    const back = await signInAnswer(ravi.phone);
    expect(back.statusCode, back.body).toBe(200);
    expect((await act(ravi.userId, "enable")).json()).toMatchObject({ errorMessage: OPERATOR_MESSAGES.notDisabled });
  });

  it("refuses one's own account, an unknown account and one that is not an operator's", async () => {
    const self = await act(operator.userId, "disable");
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ errorMessage: OPERATOR_MESSAGES.cannotDisableSelf, errorCode: "OPERATOR_SELF" });
    expect((await get("/api/operator/vendors")).statusCode).toBe(200);
    expect((await act("usr_nobody", "disable")).statusCode).toBe(404);
    const consumer = await signIn(app, "consumer");
    expect((await act(consumer.userId, "disable")).statusCode).toBe(404);
    expect((await act(consumer.userId, "enable")).statusCode).toBe(404);
  });
});

describe("the last active operator", () => {
  it("cannot be disabled: two operators disabling each other at once leave one of them active", async () => {
    // Its own console: these two are its only operators.
    const own = await buildTestApp();
    try {
      const asha = await signInOperator(own, "Asha Ops");
      const kiran = await signInOperator(own, "Kiran Ops");
      const post = (id: string, headers: Headers) => own.inject({ method: "POST", url: `/api/operator/operators/${id}/disable`, headers });
      const answers = await Promise.all([post(kiran.userId, asha.headers), post(asha.userId, kiran.headers)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // The other found its own account disabled (403), or its session already ended (401).
      expect([401, 403]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.statusCode !== 200)!;
      if (refused.statusCode === 403) expect(refused.json().errorMessage).toBe(OPERATOR_MESSAGES.accountDisabled);

      const winner = answers[0]!.statusCode === 200 ? asha : kiran;
      const list = (await own.inject({ method: "GET", url: "/api/operator/operators", headers: winner.headers })).json().data;
      expect(list.operators.filter((o: { disabledAt: string | null }) => o.disabledAt === null).map((o: { id: string }) => o.id)).toEqual([
        winner.userId,
      ]);
      // The one left cannot disable themself either.
      expect((await post(winner.userId, winner.headers)).json().errorCode).toBe("OPERATOR_SELF");
    } finally {
      await own.close();
    }
  });

  it("is kept under the lock, whoever asks: an operator disabled meanwhile cannot act, nor disable themself", async () => {
    const own = await buildTestApp();
    try {
      const asha = await signInOperator(own, "Asha Ops");
      const kiran = await signInOperator(own, "Kiran Ops");
      const disabled = await own.inject({ method: "POST", url: `/api/operator/operators/${kiran.userId}/disable`, headers: asha.headers });
      expect(disabled.statusCode).toBe(200);
      // What a request of Kiran's that passed its session check just before would meet.
      const audit = () => ({ actorId: kiran.userId, actorName: "Kiran Ops", action: "operator.disabled" as const, clientAddress: null });
      expect(await own.accounts.setOperatorDisabled(asha.userId, true, kiran.userId, audit)).toEqual({
        outcome: "actor-disabled",
        sessionsEnded: 0,
      });
      expect((await own.accounts.setOperatorDisabled(asha.userId, true, asha.userId, audit)).outcome).toBe("self");
      const list = (await own.inject({ method: "GET", url: "/api/operator/operators", headers: asha.headers })).json().data;
      expect(list.operators.filter((o: { disabledAt: string | null }) => o.disabledAt === null)).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
