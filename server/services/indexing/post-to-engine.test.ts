import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineUnreachableError, postToEngine } from "./post-to-engine";

let server: Server;
let base: string;
let requests = 0;
const lines: Record<string, unknown>[] = [];
const logger = pino(
  { level: "warn" },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
      done();
    },
  }),
);

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    if (req.url === "/refuse") return res.writeHead(400, { "content-type": "text/plain" }).end(`internal detail ${"x".repeat(2000)}`);
    if (req.url === "/cut") {
      res.writeHead(200, { "content-length": "100" }).write("partial");
      return setTimeout(() => res.socket?.destroy(), 20);
    }
    if (req.url === "/huge") return res.writeHead(200).end("y".repeat(1_000_000));
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("postToEngine", () => {
  const local = { allowPrivateAddresses: true, logger };

  it("answers the status and body, and logs a refusal's body shortened, on the server only", async () => {
    expect(await postToEngine(`${base}/ok`, {}, "{}", local)).toEqual({ status: 200, body: '{"ok":true}' });
    const refused = await postToEngine(`${base}/refuse`, {}, "{}", local);
    expect(refused.status).toBe(400);
    const logged = lines.find((line) => line.msg === "indexing endpoint refused a request");
    expect(logged).toMatchObject({ engine: `${base}/refuse`, status: 400 });
    expect(String(logged?.body)).toMatch(/^internal detail x+$/);
    expect(String(logged?.body)).toHaveLength(500);
  });

  it("reads no more than 64 KB of an answer", async () => {
    const answer = await postToEngine(`${base}/huge`, {}, "{}", local);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(answer.body.length).toBeLessThan(1_000_000);
  });

  it("treats an answer cut off midway as no answer", async () => {
    await expect(postToEngine(`${base}/cut`, {}, "{}", local)).rejects.toBeInstanceOf(EngineUnreachableError);
  });

  it("makes no request at all to a private address unless allowed", async () => {
    const before = requests;
    const attempt = postToEngine(`${base}/ok`, {}, "{}", { allowPrivateAddresses: false, logger });
    await expect(attempt).rejects.toBeInstanceOf(EngineUnreachableError);
    await expect(attempt).rejects.toThrow("127.0.0.1 adresi yerel veya özel bir ağ adresine (127.0.0.1) çıkıyor");
    const byName = postToEngine(base.replace("http://127.0.0.1", "https://localhost"), {}, "{}", { allowPrivateAddresses: false, logger });
    await expect(byName).rejects.toThrow(/^localhost adresi yerel veya özel bir ağ adresine/);
    expect(requests).toBe(before);
  });
});
