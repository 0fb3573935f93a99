import { Writable } from "node:stream";

/** A sink that throws its data away and counts it: measures a writer without the disk. */
export class ByteCounter extends Writable {
  bytes = 0;

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.bytes += chunk.length;
    done();
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void): void {
    for (const { chunk } of chunks) this.bytes += chunk.length;
    done();
  }
}
