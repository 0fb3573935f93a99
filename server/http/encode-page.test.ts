import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedResponse, encodePage, varyOnEncoding } from "./encode-page";

const page = `<!doctype html><html><body>${"<p>Ramen near the station</p>".repeat(200)}</body></html>`;

describe("encodePage", () => {
  it("compresses as the compression middleware would choose: brotli first, then gzip, then deflate", async () => {
    const brotli = await encodePage(page, "gzip, deflate, br, zstd");
    expect(brotli.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString("utf8")).toBe(page);
    const gzip = await encodePage(page, "gzip, deflate");
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString("utf8")).toBe(page);
    const deflate = await encodePage(page, "deflate");
    expect(deflate.encoding).toBe("deflate");
    expect(zlib.inflateSync(deflate.body).toString("utf8")).toBe(page);
    expect(gzip.body.length).toBeLessThan(page.length / 10);
  });

  it("follows the client's weights and refusals", async () => {
    expect((await encodePage(page, "br;q=0.5, gzip")).encoding).toBe("gzip");
    expect((await encodePage(page, "gzip;q=0, identity")).encoding).toBeNull();
    expect((await encodePage(page, "x-made-up")).encoding).toBeNull();
  });

  it("sends the page as it is without Accept-Encoding, and below a kilobyte", async () => {
    for (const [html, accept] of [[page, null], ["<p>short</p>", "gzip"]] as const) {
      const plain = await encodePage(html, accept);
      expect(plain.encoding).toBeNull();
      expect(plain.body.toString("utf8")).toBe(html);
    }
  });

  it("counts bytes, not characters", async () => {
    const accented = "<p>Café Zürich — 東京</p>".repeat(100);
    const plain = await encodePage(accented, "identity");
    expect(plain.body.length).toBe(Buffer.byteLength(accented));
  });
});

describe("encodedResponse", () => {
  const request = (acceptEncoding: string) => new Request("http://locus.test/sitemap.xml", { headers: { "Accept-Encoding": acceptEncoding } });

  it("answers the whole text compressed, with its length and Vary once", async () => {
    const response = await encodedResponse(request("gzip"), page, { headers: { "Content-Type": "application/xml", Vary: "Cookie" } });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(Number(response.headers.get("content-length"))).toBe(body.length);
    expect(zlib.gunzipSync(body).toString("utf8")).toBe(page);
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const again = new Headers({ Vary: "accept-encoding" });
    varyOnEncoding(again);
    expect(again.get("vary")).toBe("accept-encoding");
  });

  it("keeps the status and sends a client that takes no encoding the text as it is", async () => {
    const response = await encodedResponse(request("identity"), page, { status: 404, headers: {} });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(page);
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(page));
  });
});
