import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";

/** Uploads (multipart): 2 MB a file, five files, ten short fields; a route may set tighter limits of its own. */
const MULTIPART_LIMITS = { fileSize: 2_097_152, files: 5, fields: 10, fieldSize: 1000, parts: 15 };

/**
 * Lets the routes of this plugin's scope read multipart forms (platform/storage/uploads.ts readMultipart). Registered only in
 * the scopes of the routes that take files: the plugin adds hooks to every route of its scope (two promises and a
 * listener a request), and a form sent anywhere else is refused with 415 like any body no parser reads.
 * Oversized files are marked truncated rather than thrown, so the upload route can name every one of them.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: false, limits: MULTIPART_LIMITS });
}
