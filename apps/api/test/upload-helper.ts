import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { ORIGIN } from "./accounts-helper.ts";

/** A square PNG of one colour, as a phone's camera roll would give one (smaller). */
export const solidPng = (size: number, background: string) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

/** A signed-in shopper's profile picture upload (POST /api/upload), with as many pictures as `names`. */
export async function uploadProfilePicture(app: FastifyInstance, cookie: string, picture: Buffer, names = ["me.png"]) {
  const form = new FormData();
  form.append("fileType", "consumer_profile_image");
  for (const name of names) form.append("files", new Blob([new Uint8Array(picture)], { type: "image/png" }), name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const contentType = request.headers.get("content-type") ?? "";
  return app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { cookie, origin: ORIGIN, "content-type": contentType },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
