import { describe, expect, it } from "vitest";
import { fetchTransport, formOutcome, joinUserWaitlist } from "../src/index.ts";
import { closedOrigin, failure, startApiServer, success } from "./api-server.ts";

describe("formOutcome: a form's call read as the form shows it (application §8)", () => {
  it("is done on success, and says the server's message, else the form's, when the server refuses", async () => {
    const answers = [success({ joined: true }), failure(409, "You are already on the list."), { status: 502, text: "Bad gateway" }];
    const server = await startApiServer(() => answers.shift() ?? success({}));
    try {
      const join = () => joinUserWaitlist(fetchTransport({ baseUrl: server.origin }), { email: "asha@example.in" });
      expect(await formOutcome(join(), "Could not join.")).toEqual({ ok: true });
      expect(await formOutcome(join(), "Could not join.")).toEqual({ ok: false, message: "You are already on the list." });
      expect(await formOutcome(join(), "Could not join.")).toEqual({ ok: false, message: "Could not join." });
    } finally {
      await server.close();
    }
  });

  it("says the unanswered message when no answer came", async () => {
    const join = joinUserWaitlist(fetchTransport({ baseUrl: await closedOrigin() }), { email: "asha@example.in" });
    expect(await formOutcome(join, "Could not join.", "Try again later.")).toEqual({ ok: false, message: "Try again later." });
  });
});
