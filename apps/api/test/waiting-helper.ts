import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { auditLog } from "@utsav/db";
import { envelope, waitingPageSchema } from "@utsav/domain";
import type { AuditAction, WaitingGroup, WaitingPage } from "@utsav/domain";

// The console's waiting list in the API tests (docs/decisions/0037).

/** The operator's calls: a page of the list, every page of it, and a POST. */
export function waitingCalls(app: FastifyInstance, headers: Record<string, string>) {
  const waitingPage = async (query = ""): Promise<WaitingPage> => {
    const response = await app.inject({ method: "GET", url: `/api/operator/waiting${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return envelope(waitingPageSchema).parse(response.json()).data;
  };
  return {
    waitingPage,
    /** Every page of the list (other tests' rows fill pages too), a vendor's group per page as the API answers it. */
    waiting: async (query = ""): Promise<WaitingPage> => {
      const first = await waitingPage(query);
      const groups = [...first.groups];
      for (let cursor = first.nextCursor; cursor;) {
        const next = await waitingPage(`${query ? `${query}&` : "?"}cursor=${cursor}`);
        groups.push(...next.groups);
        cursor = next.nextCursor;
      }
      return { ...first, groups, nextCursor: null };
    },
    post: (url: string, payload?: object, as = headers) =>
      app.inject({ method: "POST", url, headers: as, ...(payload ? { payload } : {}) }),
  };
}

export const groupOf = (page: { groups: WaitingGroup[] }, vendorId: string) => page.groups.find((g) => g.vendorId === vendorId);

/** The audit log's rows of one action on one object. */
export const auditRows = (app: FastifyInstance, action: AuditAction, target: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
