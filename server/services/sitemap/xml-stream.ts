import type { Logger } from "pino";

/**
 * A byte stream of `open`, each piece the source yields, then `close`. The
 * source is advanced only when the stream is pulled, so memory stays at one
 * piece however long the document. The first piece is read before the stream
 * is returned: a failing query then becomes an ordinary error answer instead
 * of a truncated 200.
 */
export async function streamXml(
  open: string,
  pieces: AsyncGenerator<string>,
  close: string,
  logger: Logger,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let first: IteratorResult<string> | null = await pieces.next();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(open));
    },
    async pull(controller) {
      try {
        const next = first ?? (await pieces.next());
        first = null;
        if (next.done) {
          controller.enqueue(encoder.encode(close));
          controller.close();
        } else {
          controller.enqueue(encoder.encode(next.value));
        }
      } catch (error) {
        // Headers are already sent; the client sees a cut connection and retries later.
        logger.error({ err: error }, "sitemap stream failed");
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
