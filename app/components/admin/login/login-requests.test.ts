import { afterEach, describe, expect, it, vi } from "vitest";
import { submitLoginStep } from "./login-requests";

const VALUES = { accessKey: "key", userCode: "code", password: "password" };

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("submitLoginStep", () => {
  it("tells a refusal, a throttle and a busy server apart by status", async () => {
    answer(401, { error: "Hatalı Şifre" });
    expect(await submitLoginStep(3, VALUES)).toEqual({ ok: false, kind: "refused", title: "Hatalı Şifre" });
    answer(429, { error: "Çok fazla başarısız deneme. Lütfen 15 dakika sonra tekrar deneyin." });
    expect(await submitLoginStep(3, VALUES)).toMatchObject({ kind: "throttled" });
    const busy = "Sunucu şu anda çok sayıda giriş denemesini işliyor. Lütfen birkaç saniye sonra tekrar deneyin.";
    answer(503, { error: busy });
    expect(await submitLoginStep(1, VALUES)).toEqual({ ok: false, kind: "busy", message: busy });
    answer(500, { error: "Internal server error" });
    expect(await submitLoginStep(2, VALUES)).toEqual({ ok: false, kind: "failed", message: "500: Internal server error" });
  });
});
