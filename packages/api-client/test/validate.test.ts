import { describe, expect, it } from "vitest";
import { fetchTransport, getFooter, getOffering } from "../src/index.ts";
import { INVALID_RESPONSE, responseSchemas, validated, validating } from "../src/validate.ts";
import { failure, startApiServer, success } from "./api-server.ts";

const footer = {
  sections: [{ title: "Company", navRef: null, links: [{ title: "About", navRef: "/about" }] }],
  legalLinks: [],
  copyright: "© 2025 Utsav",
};

describe("validate: answers checked against the domain's schemas (opt-in, for the native app)", () => {
  it("passes data that matches its schema, and turns data that does not into a failure with the screen's own message", async () => {
    const server = await startApiServer((request) =>
      request.url === "/api/footer" ? success(footer) : success({ offering: { id: "DGP1" } }),
    );
    try {
      const api = fetchTransport({ baseUrl: server.origin });
      const checkedFooter = validating(getFooter, responseSchemas.getFooter);
      expect(await checkedFooter(api)).toEqual({ ok: true, data: footer });
      expect(validated(await getOffering(api, "dgp1"), responseSchemas.getOffering)).toEqual({
        ok: false,
        status: 0,
        errorMessage: null,
        errorCode: INVALID_RESPONSE,
      });
    } finally {
      await server.close();
    }
  });

  it("leaves a failure as it was", async () => {
    const server = await startApiServer(() => failure(404, "Offering not found: dgp1", "NOT_FOUND"));
    try {
      const result = validated(await getOffering(fetchTransport({ baseUrl: server.origin }), "dgp1"), responseSchemas.getOffering);
      expect(result).toEqual({ ok: false, status: 404, errorMessage: "Offering not found: dgp1", errorCode: "NOT_FOUND" });
    } finally {
      await server.close();
    }
  });
});
