import { describe, expect, it } from "vitest";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import { cursorIn, MOST_PAGES, pagesUpTo } from "./cursor-pages";

interface Page {
  rows: string[];
  nextCursor: string | null;
}

/** A list of `count` pages, page n (from 1) named by cursor 'c{n-1}' and holding row 'r{n}'; the reads it was asked. */
function pagedList(count: number) {
  const asked: (string | undefined)[] = [];
  const read = async (cursor: string | undefined): Promise<EnvelopeResult<Page>> => {
    asked.push(cursor);
    const n = cursor ? Number(cursor.slice(1)) + 1 : 1;
    return { ok: true, data: { rows: [`r${n}`], nextCursor: n < count ? `c${n}` : null } };
  };
  return { read, asked };
}

const rowsOf = (page: Page) => page.rows;

describe("a list read up to the cursor in the address", () => {
  it("reads the first page alone without a cursor", async () => {
    const { read, asked } = pagedList(3);
    expect(await pagesUpTo(read, undefined, rowsOf)).toEqual({ ok: true, data: { items: ["r1"], nextCursor: "c1" } });
    expect(asked).toEqual([undefined]);
  });

  it("reads every page from the first up to the one the cursor names", async () => {
    const { read, asked } = pagedList(5);
    expect(await pagesUpTo(read, "c2", rowsOf)).toEqual({ ok: true, data: { items: ["r1", "r2", "r3"], nextCursor: "c3" } });
    expect(asked).toEqual([undefined, "c1", "c2"]);
  });

  it("stops at the end of the list, or after the most pages when it never meets the cursor", async () => {
    expect(await pagesUpTo(pagedList(2).read, "gone", rowsOf)).toEqual({ ok: true, data: { items: ["r1", "r2"], nextCursor: null } });
    const long = pagedList(MOST_PAGES + 5);
    const read = await pagesUpTo(long.read, "gone", rowsOf);
    expect(read.ok && read.data.items.length).toBe(MOST_PAGES);
    expect(read.ok && read.data.nextCursor).toBe(`c${MOST_PAGES}`);
  });

  it("answers with the first page that fails", async () => {
    const failure = { ok: false as const, status: 400, errorMessage: "Invalid cursor", errorCode: "CURSOR_INVALID" };
    const read = async (cursor: string | undefined): Promise<EnvelopeResult<Page>> =>
      cursor ? failure : { ok: true, data: { rows: ["r1"], nextCursor: "c1" } };
    expect(await pagesUpTo(read, "c1", rowsOf)).toEqual(failure);
  });

  it("reads the cursor from the address, none when empty", () => {
    expect(cursorIn(new URLSearchParams("status=received&cursor=YmtfMQ"))).toBe("YmtfMQ");
    expect(cursorIn(new URLSearchParams("cursor="))).toBeUndefined();
    expect(cursorIn(new URLSearchParams(""))).toBeUndefined();
  });
});
