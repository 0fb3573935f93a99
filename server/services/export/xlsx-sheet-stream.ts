import type { Writable } from "node:stream";
import type ExcelJS from "exceljs";
import { waitForDrain } from "./wait-for-drain";

/** exceljs's bundled streams are readable-stream 2: no `writableNeedDrain`, only the internal state. */
type LegacyWritable = Writable & { _writableState?: { needDrain?: boolean } };

/** exceljs's StreamBuf: the worksheet writer's buffer in front of the zip entry. */
type SheetBuffer = Writable & { pipes?: unknown[]; uncork?: () => void };

/** A way to put sheet XML bytes straight into a worksheet's zip entry, with backpressure. */
export interface RawSheetStream {
  write(xml: Buffer): void;
  /** Resolves once everything written has been taken by the compressor. */
  drained(signal: AbortSignal): Promise<void>;
}

/**
 * The zip entry input behind an exceljs streaming worksheet, for writing rows
 * as ready-made XML. exceljs cuts whatever it writes into 64 KiB pieces and
 * never waits for the zip: each piece costs a round trip to the compression
 * thread, and a slow client lets the backlog grow without bound. Writing a
 * whole batch at once lets compression of one batch run beside the rendering
 * of the next, and waiting for `drain` here bounds memory to about two batches.
 *
 * Relies on exceljs 4 internals (`WorksheetWriter.stream` is a StreamBuf piped
 * into archiver's input stream); a version that changes them fails here, loudly,
 * before a byte of the response is sent. Call after the first row is committed:
 * that writes the sheet's opening XML, which must come before the raw rows.
 */
export function openRawSheetStream(sheet: ExcelJS.Worksheet): RawSheetStream {
  const buffer = (sheet as unknown as { stream?: SheetBuffer }).stream;
  const entry = buffer?.pipes?.[0] as LegacyWritable | undefined;
  if (!buffer || typeof buffer.uncork !== "function" || buffer.pipes?.length !== 1 || !entry?._writableState) {
    throw new Error("unexpected exceljs worksheet writer internals: check the exceljs version");
  }
  // Hands the XML exceljs has buffered so far (sheet opening, header row) to the entry first.
  buffer.uncork();
  return {
    write: (xml) => {
      entry.write(xml);
    },
    drained: (signal) => {
      const needsDrain = entry.writableNeedDrain ?? entry._writableState?.needDrain === true;
      return needsDrain ? waitForDrain(entry, signal) : Promise.resolve();
    },
  };
}
