import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { EmbeddedClient } from "@utsav/db/embedded-client";
import { PreparedStatements } from "@utsav/db/prepared-statements";

// The embedded database runs each text as a prepared statement (packages/db/src/prepared-statements.ts): answers,
// errors and transactions as PGlite's own unnamed statements give them, each text parsed and planned once.

const preparedCount = async (db: PGlite) =>
  (await db.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

describe("prepared statements on the embedded database", () => {
  let embedded: EmbeddedClient;
  let plain: PGlite;
  beforeAll(async () => {
    [embedded, plain] = await Promise.all([EmbeddedClient.open(null, {}), PGlite.create()]);
    for (const db of [embedded, plain])
      await db.exec(`create table things (id int primary key, name text not null, tags text[], doc jsonb, at timestamptz, ok boolean)`);
  });
  afterAll(async () => {
    await Promise.all([embedded.close(), plain.close()]);
  });

  it("prepares a text once and runs it again by name, with other values each time", async () => {
    const before = await preparedCount(embedded);
    const text = "select $1::int + $2::int as sum";
    const sums = [];
    for (const [a, b] of [
      [1, 2],
      [10, 20],
      [5, -5],
    ])
      sums.push((await embedded.query<{ sum: number }>(text, [a, b])).rows[0]!.sum);
    expect(sums).toEqual([3, 30, 0]);
    // One statement more (the count's own text was prepared when `before` was read), not three.
    expect((await preparedCount(embedded)) - before).toBe(1);
  });

  it("writes and reads values of every kind as PGlite's own queries do, through drizzle too", async () => {
    const row = [1, "Diya", ["gift", "sweets"], { box: [1, 2], note: "Diwali" }, "2026-11-22T10:30:00.000Z", true];
    const insert = "insert into things (id, name, tags, doc, at, ok) values ($1, $2, $3, $4, $5, $6)";
    const [ours, theirs] = await Promise.all([embedded.query(insert, row), plain.query(insert, row)]);
    expect(ours).toEqual(theirs);
    expect(ours.affectedRows).toBe(1);
    await Promise.all([
      embedded.query(insert, [2, "Lamp", null, null, null, null]),
      plain.query(insert, [2, "Lamp", null, null, null, null]),
    ]);
    const select = "select id, name, tags, doc, at::text as at, ok from things order by id";
    for (const options of [undefined, { rowMode: "array" as const }])
      expect(await embedded.query(select, [], options)).toEqual(await plain.query(select, [], options));
    const read = sql`select name, tags, doc from things where id = ${1}`;
    expect((await drizzle(embedded).execute(read)).rows).toEqual((await drizzle(plain).execute(read)).rows);
    const update = "update things set ok = $1 where id > $2";
    expect((await embedded.query(update, [false, 0])).affectedRows).toBe(2);
  });

  it("reads rows as PGlite does: empty and missing values, any script, answers larger than its buffer, notices beside them", async () => {
    const cases: [string, unknown[]][] = [
      ["select $1::text as empty, null::int as missing, $2::text as lamp", ["", "ದೀಪ ₹1,499 🪔"]],
      // 50 rows of 6 KB each (over the 64 KB the buffer starts at), then 3 MB (over the 1 MB it keeps).
      ["select g, repeat('दीप', $1::int) as s from generate_series(1, 50) g", [2000]],
      ["select g, repeat('x', $1::int) as s from generate_series(1, 30) g", [100_000]],
      ["select g from generate_series(1, $1::int) g where false", [10]],
    ];
    for (const [text, params] of cases) {
      for (const options of [undefined, { rowMode: "array" as const }])
        expect(await embedded.query(text, params, options)).toEqual(await plain.query(text, params, options));
    }
    // A notice is not among a plain execution's messages: the answer is read by PGlite's parser, the rows the same.
    const noisy = `create function noisy(n int) returns int language plpgsql as $$ begin raise notice 'counted %', n; return n; end $$`;
    await Promise.all([embedded.exec(noisy), plain.exec(noisy)]);
    const counted = "select noisy(g) as n from generate_series(1, $1::int) g";
    expect(await embedded.query(counted, [3])).toEqual(await plain.query(counted, [3]));
    expect((await embedded.query<{ n: number }>(counted, [2])).rows).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("answers an error with its SQLSTATE and the query, and goes on answering after it", async () => {
    const insert = "insert into things (id, name) values ($1, $2)";
    const duplicate = await embedded.query(insert, [1, "again"]).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: "23505", query: insert, params: [1, "again"] });
    // The same text again, kept prepared: the same error, then a row it can insert.
    await expect(embedded.query(insert, [1, "again"])).rejects.toMatchObject({ code: "23505" });
    await expect(embedded.query("selec 1")).rejects.toMatchObject({ code: "42601" });
    await expect(embedded.query(insert, [3, "Rangoli"])).resolves.toMatchObject({ affectedRows: 1 });
    expect((await embedded.query("select name from things where id = $1", [3])).rows).toEqual([{ name: "Rangoli" }]);
  });

  it("runs a transaction's statements prepared: committed together, or rolled back together on an error", async () => {
    const insert = "insert into things (id, name) values ($1, $2)";
    await embedded.transaction(async (tx) => {
      await tx.query(insert, [10, "Box"]);
      await tx.query(insert, [11, "Ribbon"]);
    });
    const failed = await embedded
      .transaction(async (tx) => {
        await tx.query(insert, [12, "Lost"]);
        await tx.query(insert, [10, "Box again"]);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: "23505" });
    const names = await embedded.query<{ id: number }>("select id from things where id >= $1 order by id", [10]);
    expect(names.rows).toEqual([{ id: 10 }, { id: 11 }]);
    // drizzle's transactions are the client's, prepared as well.
    await drizzle(embedded).transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (${13}, ${"Card"})`);
    });
    expect((await embedded.query("select name from things where id = $1", [13])).rows).toEqual([{ name: "Card" }]);
  });

  it("prepares a text again once the schema changes its rows, or once its statement is gone", async () => {
    await embedded.exec("create table shapes (id int)");
    await embedded.query("insert into shapes values ($1)", [1]);
    const select = "select * from shapes";
    expect((await embedded.query(select)).rows).toEqual([{ id: 1 }]);
    await embedded.exec("alter table shapes add column colour text default 'gold'");
    expect((await embedded.query(select)).rows).toEqual([{ id: 1, colour: "gold" }]);
    await embedded.exec("deallocate all");
    expect((await embedded.query(select)).rows).toEqual([{ id: 1, colour: "gold" }]);
    // In a transaction the stale statement fails the block (as a changed table fails any statement planned before it),
    // and the next use prepares it again.
    await embedded.exec("alter table shapes add column size int default 2");
    await expect(embedded.transaction((tx) => tx.query(select))).rejects.toMatchObject({ code: "0A000" });
    expect((await embedded.query(select)).rows).toEqual([{ id: 1, colour: "gold", size: 2 }]);
  });

  it("keeps at most its limit of texts, closing the least recently used", async () => {
    // On PGlite's own client, which prepares no named statement of its own.
    const statements = new PreparedStatements(plain, 3);
    for (let i = 0; i < 10; i++) expect((await statements.run<{ n: number }>(`select ${i} as n`)).rows).toEqual([{ n: i }]);
    expect(statements.size).toBe(3);
    // One evicted name waits to be closed until the next text is prepared.
    expect(await preparedCount(plain)).toBe(4);
    // The most recently used are kept: the last three run without preparing anything.
    for (let i = 7; i < 10; i++) await statements.run(`select ${i} as n`);
    expect(await preparedCount(plain)).toBe(4);
  });

  it("answers many queries at once, each with its own answer", async () => {
    const asked = Array.from({ length: 60 }, (_, i) => i);
    const answers = await Promise.all(
      asked.map((i) =>
        i % 3 === 0
          ? embedded.transaction(async (tx) => (await tx.query<{ n: number }>("select $1::int * 2 as n", [i])).rows[0]!.n / 2)
          : embedded.query<{ n: number }>(i % 2 ? "select $1::int as n" : "select $1::int + 0 as n", [i]).then((r) => r.rows[0]!.n),
      ),
    );
    expect(answers).toEqual(asked);
  });
});
