import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { appMeta, catalogueVersion, offerings, reviews, seedCatalogue, vendors } from "@utsav/db";
import { buildTestApp } from "./helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  // An empty database, not the run's seeded one: this app's own start seeds it.
  app = await buildTestApp({}, undefined, { empty: true });
});
afterAll(async () => {
  await app.close();
});

const counts = async () => {
  const db = app.database.db;
  const [[o], [v], [r]] = await Promise.all([
    db.select({ n: count() }).from(offerings),
    db.select({ n: count() }).from(vendors),
    db.select({ n: count() }).from(reviews),
  ]);
  return { offerings: o!.n, vendors: v!.n, reviews: r!.n };
};

describe("catalogue seeding", () => {
  it("seeds 147 offerings of 10 vendors on first start and records the version", async () => {
    expect(await counts()).toEqual({ offerings: 147, vendors: 10, reviews: 80 });
    const [meta] = await app.database.db.select().from(appMeta).where(eq(appMeta.key, "catalogue_version"));
    expect(meta?.value).toBe(catalogueVersion());
  });

  it("does nothing when run again", async () => {
    expect((await seedCatalogue(app.database.db)).seeded).toBe(false);
    expect(await counts()).toEqual({ offerings: 147, vendors: 10, reviews: 80 });
  });

  it("re-applies a changed catalogue without duplicating rows, and leaves vendor-made offerings alone", async () => {
    const db = app.database.db;
    await db.update(offerings).set({ title: "Edited by hand" }).where(eq(offerings.id, "DGC2"));
    await db.update(offerings).set({ source: "vendor", title: "Vendor's own title" }).where(eq(offerings.id, "DGC3"));
    await db.update(appMeta).set({ value: "older" }).where(eq(appMeta.key, "catalogue_version"));

    expect((await seedCatalogue(db)).seeded).toBe(true);
    expect(await counts()).toEqual({ offerings: 147, vendors: 10, reviews: 80 });
    const [dgc2] = await db.select({ title: offerings.title }).from(offerings).where(eq(offerings.id, "DGC2"));
    const [dgc3] = await db.select({ title: offerings.title }).from(offerings).where(eq(offerings.id, "DGC3"));
    expect(dgc2?.title).toBe("Brass Diya Festive Hamper");
    expect(dgc3?.title).toBe("Vendor's own title");
  });

  it("keeps a vendor's own logo when the catalogue changes, and redraws a generated one", async () => {
    const db = app.database.db;
    await db.update(vendors).set({ logo: "/media/gallery/own-photo.webp" }).where(eq(vendors.id, "deepam-gifts"));
    await db.update(vendors).set({ logo: "/assets/images/vendor/nanna-naturals/old-logo.svg" }).where(eq(vendors.id, "nanna-naturals"));
    await db.update(vendors).set({ logo: "" }).where(eq(vendors.id, "zenith-sound"));
    await db.update(appMeta).set({ value: "older" }).where(eq(appMeta.key, "catalogue_version"));

    expect((await seedCatalogue(db)).seeded).toBe(true);
    const logo = async (id: string) => (await db.select({ logo: vendors.logo }).from(vendors).where(eq(vendors.id, id)))[0]?.logo;
    expect(await logo("deepam-gifts")).toBe("/media/gallery/own-photo.webp");
    expect(await logo("nanna-naturals")).toBe("/assets/images/vendor/nanna-naturals/logo.svg");
    expect(await logo("zenith-sound")).toBe("/assets/images/vendor/zenith-sound/logo.svg");
  });
});
