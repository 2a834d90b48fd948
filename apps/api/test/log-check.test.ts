import { describe, expect, it } from "vitest";
import { DEV_SMS_LOG_MESSAGE } from "../src/platform/sms/console-provider.ts";
import { findLogProblems } from "./log-check.ts";

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    level: 30,
    time: 1_732_270_000_123,
    pid: 4242,
    hostname: "ci",
    reqId: "5f0c8a52-9e1b-4c3d-8f27-123456789012",
    ...fields,
  });

describe("the log check (run over the whole API suite's logs)", () => {
  it("passes ordinary request lines: timestamps, ids, durations and slugs are not personal numbers", () => {
    expect(
      findLogProblems([
        line({ msg: "request completed", method: "GET", url: "/api/offerings/:slug", statusCode: 200, responseTime: 0.6123456789 }),
        line({
          msg: "request completed",
          method: "GET",
          url: "/collections/curated-gifts-for-your-loved-ones",
          statusCode: 200,
          responseTime: 12.5,
        }),
        line({ msg: "request failed", err: { code: "FST_ERR_CTP_BODY_TOO_LARGE", statusCode: 413 } }),
      ]),
    ).toEqual([]);
  });

  it("lets the console provider's development SMS line through, and nothing like it elsewhere", () => {
    const sms = { to: "+919876543210", text: "123456 is your Utsav sign-in code. It expires in 10 minutes." };
    expect(findLogProblems([line({ msg: DEV_SMS_LOG_MESSAGE, devSms: sms })])).toEqual([]);
    expect(findLogProblems([line({ msg: "SMS", devSms: sms })]).map((p) => p.problem)).toEqual(
      expect.arrayContaining(["an Indian mobile number with +91", "a sign-in code message"]),
    );
  });

  it.each([
    ["an Indian mobile number with +91", { msg: "sent", to: "+91 9876543210" }],
    ["a 10-digit mobile number", { msg: "request completed", url: "/api/search?phone=9876543210" }],
    ["a session token", { msg: "signed in", token: "Qx3v_9kLmN2pR7sT1uVwXyZ0aBcDeFgHiJkLmNoPqRs" }],
    ["a session cookie", { msg: "headers", cookie: "utsav_session=abc.def" }],
    ["a sign-in code", { msg: "body", body: { phoneNumber: "[Redacted]", otp: "012345" } }],
    ["a sign-in code", { msg: "raw", body: '{"code":"654321"}' }],
    ["a PAN", { msg: "kyc", value: "ABCDE1234F" }],
    ["a GSTIN", { msg: "kyc", value: "27ABCDE1234F1Z5" }],
    ["an Aadhaar number", { msg: "kyc", value: "2345 6789 0123" }],
  ])("fails a line with %s", (problem, fields) => {
    expect(findLogProblems([line(fields)]).map((p) => p.problem)).toContain(problem);
  });

  it("fails a line that is not JSON and a request line without its id", () => {
    expect(findLogProblems(["GET /api/health 200"])).toEqual([{ line: "GET /api/health 200", problem: "not a JSON line" }]);
    expect(findLogProblems([JSON.stringify({ level: 30, msg: "request completed" })]).map((p) => p.problem)).toEqual([
      "a request line without a request id",
    ]);
  });
});
