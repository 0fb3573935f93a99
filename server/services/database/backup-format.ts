// Locus's own backup format (pg_dump need not exist where Locus runs): one gzip stream of
//   line 1   JSON header: format, version, creation time, applied migrations, and per table
//            (in foreign-key-safe order) its name, copied columns and row count
//   then     per table, its `COPY ... TO STDOUT` text followed by the end-of-data line `\.`
//   last     JSON trailer: the sequence values and an end mark, so a cut-off file is noticed.
// COPY's text format escapes every backslash in data, so a line that is exactly `\.` never
// occurs inside a table's rows.
import { z } from "zod";
import { AppError } from "../app-error";
import { BACKUP_MESSAGES } from "./backup-errors";

export const BACKUP_FORMAT = "locus-backup";
export const BACKUP_VERSION = 1;
export const END_OF_DATA = "\\.\n";
/** The header and the trailer are short; a longer "line" means the file is something else. */
export const MAX_META_LINE_BYTES = 4 * 1024 * 1024;

const identifierSchema = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const backupTableSchema = z.object({
  name: identifierSchema,
  columns: z.array(identifierSchema).min(1),
  rows: z.number().int().min(0),
});

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  migrations: z.array(z.string()),
  tables: z.array(backupTableSchema),
});

export const sequenceValueSchema = z.object({
  name: identifierSchema,
  value: z.number().int(),
  isCalled: z.boolean(),
});

export const backupTrailerSchema = z.object({
  end: z.literal(BACKUP_FORMAT),
  sequences: z.array(sequenceValueSchema),
});

export type BackupTable = z.infer<typeof backupTableSchema>;
export type BackupHeader = z.infer<typeof backupHeaderSchema>;
export type SequenceValue = z.infer<typeof sequenceValueSchema>;
export type BackupTrailer = z.infer<typeof backupTrailerSchema>;

function parseLine<T>(schema: z.ZodType<T>, line: string, message: string): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw AppError.badInput(message);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw AppError.badInput(message);
  return parsed.data;
}

/** The first line of a backup; anything else is "not a Locus backup". */
export function parseBackupHeader(line: string): BackupHeader {
  return parseLine(backupHeaderSchema, line, BACKUP_MESSAGES.notBackup);
}

/** The last line; missing or malformed means the file was cut off or damaged. */
export function parseBackupTrailer(line: string): BackupTrailer {
  return parseLine(backupTrailerSchema, line, BACKUP_MESSAGES.damaged);
}

export function headerLine(header: BackupHeader): string {
  return `${JSON.stringify(header)}\n`;
}

export function trailerLine(trailer: BackupTrailer): string {
  return `${JSON.stringify(trailer)}\n`;
}
