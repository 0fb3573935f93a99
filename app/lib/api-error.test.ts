import { describe, expect, it } from "vitest";
import { ApiError, apiErrorOf, describeError, UNREACHABLE_MESSAGE } from "./api-error";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("ApiError", () => {
  it("reads the server's { error, details }", async () => {
    const details = [{ path: "0.code", message: "Kod boş olamaz." }, { path: "name", message: "Ad gerekli." }];
    const error = await apiErrorOf(json(400, { error: "HTML kod ayarları geçersiz.", details }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "HTML kod ayarları geçersiz.", details });
    expect(error.statusLine).toBe("400: HTML kod ayarları geçersiz.");
    expect(error.fieldProblems()).toEqual(details);
  });

  it("reads an answer without details; details that are not field problems stay out of fieldProblems", async () => {
    const plain = await apiErrorOf(json(409, { error: "Bir içe aktarma zaten sürüyor." }));
    expect(plain).toMatchObject({ status: 409, message: "Bir içe aktarma zaten sürüyor.", details: undefined });
    expect(plain.fieldProblems()).toEqual([]);
    const lines = [{ line: 3, message: "Eksik alan" }];
    const adsTxt = await apiErrorOf(json(400, { error: "ads.txt geçersiz.", details: lines }));
    expect(adsTxt.details).toEqual(lines);
    expect(adsTxt.fieldProblems()).toEqual([]);
  });

  it("falls back to a short text body or the status text when the answer is not the API's", async () => {
    const text = await apiErrorOf(new Response("upstream timed out", { status: 504 }));
    expect(text.statusLine).toBe("504: upstream timed out");
    const html = "<html><h1>502 Bad Gateway</h1></html>";
    const page = await apiErrorOf(new Response(html, { status: 502, statusText: "Bad Gateway" }));
    expect(page).toMatchObject({ status: 502, message: "Bad Gateway", details: undefined });
    const empty = await apiErrorOf(new Response(null, { status: 500 }));
    expect(empty.message).toBe("HTTP 500");
  });

  it("describes a refusal with its status line and no answer with the fallback", () => {
    expect(describeError(new ApiError(404, "Yedek bulunamadı."))).toBe("404: Yedek bulunamadı.");
    expect(describeError(new ApiError(0, UNREACHABLE_MESSAGE))).toBe(UNREACHABLE_MESSAGE);
    const fallback = "Otomatik gönderim durdurulamadı.";
    expect(describeError(new ApiError(0, UNREACHABLE_MESSAGE), fallback)).toBe(fallback);
    expect(describeError(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
  });
});
