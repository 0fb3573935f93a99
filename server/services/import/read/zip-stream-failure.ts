// exceljs's WorkbookReader hangs forever on damaged compressed data: unzipper reports the
// inflate error on its parser stream, while exceljs is waiting for data on the entry stream,
// which never ends. These helpers catch the parser's error and end the wait with it.
import type { Readable, Writable } from "node:stream";

/**
 * Rejects with the first error of whatever `source` is piped into (exceljs pipes the upload
 * into unzipper's parser) or of `source` itself. Never resolves.
 */
export function pipedStreamFailure(source: Readable): Promise<never> {
  const failure = new Promise<never>((_, reject) => {
    source.once("error", reject);
    const pipe = source.pipe.bind(source);
    source.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
      (destination as unknown as Writable).once("error", reject);
      return pipe(destination, options);
    };
  });
  // Observed by raceFailure; this only keeps an unobserved failure from crashing the process.
  failure.catch(() => undefined);
  return failure;
}

/** Iterates `source` until it ends or `failure` rejects, whichever comes first. */
export async function* raceFailure<T>(source: AsyncIterable<T>, failure: Promise<never>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), failure]);
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // Not awaited: after a failure the iterator may be stuck in a wait that never ends.
    if (!finished) void iterator.return?.(undefined)?.catch(() => undefined);
  }
}
