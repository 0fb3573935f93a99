// Streams the multipart field "file" to a file in the given folder (UPLOAD_DIR, which every
// process that may run the import can read): a 500 MB upload never sits in memory, and one
// over the limit is refused as soon as the limit is crossed. The folder is 0700 and the file
// 0600: an upload is a whole catalogue, or a backup with the admins' password hashes.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Request } from "express";
import busboy from "busboy";
import { AppError } from "../services/app-error";
import { ensurePrivateFolder, PRIVATE_FILE_MODE } from "../services/files/private-files";

export const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;
/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE_BYTES = 1024 * 1024;

export const UPLOAD_MESSAGES = {
  noFile: "Dosya Seçilmedi: Lütfen önce bir Excel dosyası seçin",
  tooLarge: "Dosya 500MB sınırını aşıyor.",
  notMultipart: "Dosya multipart/form-data isteğinin \"file\" alanında gönderilmelidir.",
  broken: "Dosya yüklemesi yarıda kesildi; lütfen tekrar deneyin.",
} as const;

export interface UploadLimit {
  maxBytes: number;
  /** Answered with 413 once the file grows past maxBytes. */
  tooLargeMessage: string;
}

/** A spreadsheet to import: the spec's 500 MB. */
export const IMPORT_UPLOAD_LIMIT: UploadLimit = { maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: UPLOAD_MESSAGES.tooLarge };

export interface ReceivedUpload {
  filePath: string;
  fileName: string;
  size: number;
  /** The form's text fields (an import's `columnMapping`). */
  fields: Record<string, string>;
}

export async function receiveUpload(req: Request, folder: string, limit = IMPORT_UPLOAD_LIMIT): Promise<ReceivedUpload> {
  const { maxBytes, tooLargeMessage } = limit;
  if (!req.is("multipart/form-data")) throw AppError.badInput(UPLOAD_MESSAGES.notMultipart);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) throw AppError.tooLarge(tooLargeMessage);

  await ensurePrivateFolder(folder);
  const filePath = path.join(folder, `${randomUUID()}.upload`);
  try {
    return await new Promise<ReceivedUpload>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: maxBytes, fields: 20 } });
      } catch {
        reject(AppError.badInput(UPLOAD_MESSAGES.notMultipart));
        return;
      }
      let saving: Promise<ReceivedUpload> | null = null;
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      parser.on("field", (name, value) => {
        fields[name] = value;
      });
      parser.on("file", (field, stream, info) => {
        if (field !== "file" || saving) {
          stream.resume();
          return;
        }
        let size = 0;
        let tooLarge = false;
        stream.on("data", (chunk: Buffer) => (size += chunk.length));
        stream.on("limit", () => (tooLarge = true));
        saving = pipeline(stream, createWriteStream(filePath, { mode: PRIVATE_FILE_MODE })).then(() => {
          if (tooLarge) throw AppError.tooLarge(tooLargeMessage);
          return { filePath, fileName: info.filename || "upload", size, fields };
        });
        saving.catch(() => undefined);
      });
      parser.on("close", () => {
        if (!saving) reject(AppError.badInput(UPLOAD_MESSAGES.noFile));
        else saving.then(resolve, reject);
      });
      parser.on("error", () => reject(AppError.badInput(UPLOAD_MESSAGES.broken)));
      req.on("aborted", () => reject(AppError.badInput(UPLOAD_MESSAGES.broken)));
      req.pipe(parser);
    });
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}
