import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type Sharp from "sharp";
import type { z } from "zod";
import { API_MESSAGES, apiMessageFor, messageFor, UPLOAD } from "@utsav/domain";
import { HttpError } from "../http/http-errors.ts";
import { validationMessage } from "../validation-message.ts";
import type { FileStorage } from "./file-storage.ts";

// Upload checks (application §5; OWASP ASVS 5.0 §5): images and PDF judged by their content, not their name,
// at most 2 MB each, images re-encoded (metadata stripped) under a pixel limit, names made by the server.

/** A decompression bomb is refused before it is decoded: 40 megapixels is far above any phone photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type UploadKind = "image" | "pdf";

/**
 * The image library, loaded on the first upload: it and its threads take some 30 MB of resident memory, which a
 * server that is only browsed never needs (docs/decisions/0026-performance.md).
 */
let imageLibrary: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  imageLibrary ??= import("sharp").then((module) => module.default);
  return imageLibrary;
}

/** What a file is, by its bytes. */
export async function sniff(body: Buffer): Promise<UploadKind | null> {
  if (body.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  const sharp = await loadSharp();
  try {
    const meta = await sharp(body, { limitInputPixels: false }).metadata();
    return meta.format && ["jpeg", "png", "webp", "heif", "avif", "gif"].includes(meta.format) ? "image" : null;
  } catch {
    return null;
  }
}

/**
 * How many pixels decoding an image takes, read from its header alone (cheap: nothing is decoded): its width by the
 * height of its first page, which is all that is decoded of an animated image. Zero for what is not an image.
 */
export async function imagePixels(body: Buffer): Promise<number> {
  const sharp = await loadSharp();
  try {
    const { width, height, pageHeight } = await sharp(body, { limitInputPixels: false }).metadata();
    return width * (pageHeight ?? height);
  } catch {
    return 0;
  }
}

export function tooLarge(names: string[]): HttpError {
  return new HttpError(413, messageFor.filesTooLarge(names, UPLOAD.maxFileBytes), "FILE_TOO_LARGE");
}

/** Re-encodes an image to WebP (metadata dropped) within width × height: cropped to fill it, or fitted inside. */
export async function encodeWebp(
  body: Buffer,
  box: { width: number; height: number; fit: "cover" | "inside" },
  quality: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const message =
      error instanceof Error && /pixel limit/i.test(error.message) ? API_MESSAGES.imageTooLarge : API_MESSAGES.imageUnreadable;
    throw new HttpError(400, message, "IMAGE_UNREADABLE");
  }
}

/**
 * Runs `work`, which stores files and passes each new key through `keep`; when `work` fails, every file it kept is
 * deleted, so a failed upload leaves no file behind (issue 36).
 */
export async function allFilesOrNone<T>(
  storage: Pick<FileStorage, "delete">,
  work: (keep: (key: string) => string) => Promise<T>,
): Promise<T> {
  const kept: string[] = [];
  try {
    return await work((key) => {
      kept.push(key);
      return key;
    });
  } catch (error) {
    await Promise.all(kept.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Re-encodes an image to WebP within a square of `size`, stores it and returns its key. */
export async function storeImage(storage: FileStorage, folder: string, body: Buffer, size: number, quality: number): Promise<string> {
  const { data } = await encodeWebp(body, { width: size, height: size, fit: "cover" }, quality);
  const key = `${folder}/${randomUUID()}.webp`;
  await storage.put(key, data, "image/webp");
  return key;
}

/** A client's file name as shown back to it and in a download: a safe subset of characters, at most 80. */
export function safeFileName(name: string): string {
  return name.replace(/[^\w .()-]/g, "_").slice(0, 80) || "file";
}

/** A file of a multipart form, under the name the server gave it (safeFileName). */
export interface UploadedFile {
  name: string;
  body: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string>;
  files: (UploadedFile & { field: string })[];
  /** Names of the files over UPLOAD.maxFileBytes: the caller answers 413 naming every one (tooLarge). */
  oversized: string[];
}

/**
 * Reads a whole multipart request within explicit limits. Files over the size limit are cut short and named in
 * `oversized` rather than thrown, so every one of them can be reported at once.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: { files: number; fields: number; fieldSize: number },
  messages: { tooManyFiles: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(400, API_MESSAGES.notMultipart, "NOT_MULTIPART");
  const form: MultipartForm = { fields: new Map(), files: [], oversized: [] };
  const tooLong: string[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: UPLOAD.maxFileBytes,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldSize,
        parts: limits.files + limits.fields,
      },
    });
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.valueTruncated) tooLong.push(part.fieldname);
        else form.fields.set(part.fieldname, String(part.value));
        continue;
      }
      const body = await part.toBuffer().catch(() => null);
      const name = safeFileName(part.filename);
      if (!body || part.file.truncated) form.oversized.push(name);
      else form.files.push({ field: part.fieldname, name, body });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, messages.tooManyFiles, "TOO_MANY_FILES");
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT")
      throw new HttpError(400, API_MESSAGES.tooManyFormFields, "TOO_MANY_FIELDS");
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    // The parser's own errors (no boundary, another boundary, a body cut short) carry no status: the form is unreadable.
    throw new HttpError(400, API_MESSAGES.multipartUnreadable, "MULTIPART_INVALID");
  }
  if (tooLong.length > 0) throw new HttpError(400, apiMessageFor.fieldsTooLong(tooLong), "FIELD_TOO_LONG");
  return form;
}

/**
 * The text fields of a multipart form, validated by `schema`; the fields named in `jsonFields` hold JSON (an empty
 * one counts as absent). A problem answers 400 naming the field, as a JSON body's would.
 */
export function formFields<T extends z.ZodType>(fields: Map<string, string>, schema: T, jsonFields: readonly string[]): z.infer<T> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    if (!jsonFields.includes(name)) values[name] = value;
    else if (value.trim() !== "") {
      try {
        values[name] = JSON.parse(value);
      } catch {
        throw new HttpError(400, apiMessageFor.formFieldNotJson(name), "VALIDATION_FAILED");
      }
    }
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  // The first problem, in the words a JSON body's would be (platform/validation-message.ts).
  const issues = parsed.error.issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join("/")}`,
    message,
    params,
  }));
  throw new HttpError(400, validationMessage(issues, "body"), "VALIDATION_FAILED");
}

const IMAGE_TYPES: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** The media type of a JPEG, PNG or WebP image or a PDF, by its bytes; null for anything else. */
export async function sniffDocumentType(body: Buffer): Promise<string | null> {
  const kind = await sniff(body);
  if (kind === "pdf") return "application/pdf";
  if (kind !== "image") return null;
  const sharp = await loadSharp();
  const { format } = await sharp(body, { limitInputPixels: false }).metadata();
  return IMAGE_TYPES[format] ?? null;
}
