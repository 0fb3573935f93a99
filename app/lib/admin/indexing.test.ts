import { describe, expect, it } from "vitest";
import {
  bulkSummaryText,
  classifySiteUrl,
  isWalkFinished,
  nonEmptyLines,
  singleSuccessTitle,
  walkSummaryText,
  type EngineOutcome,
} from "./indexing";

const SITE = "https://locus.test";
const outcome = (engine: EngineOutcome["engine"], status: EngineOutcome["status"]): EngineOutcome => ({ engine, status, httpStatus: 200, message: "" });

describe("the bulk box's lines", () => {
  it("are trimmed, with empty lines dropped", () => {
    expect(nonEmptyLines(" a \r\n\n  \nb\n")).toEqual(["a", "b"]);
    expect(nonEmptyLines("")).toEqual([]);
  });
});

describe("which addresses are pages of the site", () => {
  it("accepts business, category and city pages and writes them without a trailing slash", () => {
    expect(classifySiteUrl(SITE, `${SITE}/business/cafe-roma/`)).toEqual({ ok: true, page: { url: `${SITE}/business/cafe-roma`, kind: "business", slug: "cafe-roma" } });
    expect(classifySiteUrl(SITE, `${SITE}/category/hotel`)).toMatchObject({ ok: true, page: { kind: "category", slug: "hotel" } });
    expect(classifySiteUrl(SITE, `${SITE}/city/s%C3%A3o-paulo`)).toMatchObject({ ok: true, page: { slug: "são-paulo", url: `${SITE}/city/s%C3%A3o-paulo` } });
  });

  it("refuses other hosts, schemes and ports, other paths, queries and non-URLs, with the reason", () => {
    const reason = (text: string) => {
      const result = classifySiteUrl(SITE, text);
      return result.ok ? null : result.reason;
    };
    expect(reason("https://evil.example/business/x")).toBe("bu siteye ait değil");
    expect(reason("http://locus.test/business/x")).toBe("bu siteye ait değil");
    expect(reason("https://locus.test:8443/business/x")).toBe("bu siteye ait değil");
    expect(reason("https://user@locus.test/business/x")).toBe("bu siteye ait değil");
    expect(reason(`${SITE}/business/a/b`)).toBe("işletme, kategori veya şehir sayfası değil");
    expect(reason(`${SITE}/admin`)).toBe("işletme, kategori veya şehir sayfası değil");
    expect(reason(`${SITE}/business/`)).toBe("işletme, kategori veya şehir sayfası değil");
    expect(reason(`${SITE}/city/istanbul?page=2`)).toBe("sorgu (?) veya # içermemeli");
    expect(reason("/business/x")).toBe("geçerli bir URL değil");
    expect(reason("javascript:alert(1)")).toBe("geçerli bir URL değil");
    expect(reason(`${SITE}/business/%E0%A4%A`)).toBe("geçerli bir URL değil");
  });
});

describe("messages", () => {
  it("keep the spec's words for Google and name IndexNow when only it accepted", () => {
    expect(singleSuccessTitle([outcome("indexnow", "success"), outcome("google", "success")])).toBe("URL Google indexleme için gönderildi!");
    expect(singleSuccessTitle([outcome("indexnow", "success"), outcome("google", "skipped")])).toBe("URL IndexNow ile arama motorlarına gönderildi!");
  });

  it("count the bulk and walk outcomes", () => {
    expect(bulkSummaryText({ total: 5, successful: 3, failed: 2 })).toBe("3 URL başarıyla gönderildi, 2 hata oluştu.");
    expect(walkSummaryText({ successful: 10, failed: 1, skipped: 0 })).toBe("10 başarılı, 1 hata.");
    expect(walkSummaryText({ successful: 2, failed: 0, skipped: 8 })).toBe("2 başarılı, 0 hata, 8 URL kota nedeniyle gönderilmedi.");
  });
});

describe("isWalkFinished", () => {
  it("is false while a walk waits for a server process or runs, true once it has ended", () => {
    expect(isWalkFinished("queued")).toBe(false);
    expect(isWalkFinished("running")).toBe(false);
    for (const status of ["succeeded", "failed", "cancelled"] as const) expect(isWalkFinished(status)).toBe(true);
  });
});
