// The login screen's calls to the server. Browser-safe: only fetch and JSON.

export interface LoginValues {
  accessKey: string;
  userCode: string;
  password: string;
}

export type LoginStep = 1 | 2 | 3;

export type LoginOutcome =
  | { ok: true }
  /** refused: `title` is the server's message ('Hatalı Şifre' ...) */
  | { ok: false; kind: "refused"; title: string }
  | { ok: false; kind: "throttled"; message: string }
  /** busy: the server hashes few logins at once and asks for a retry in seconds */
  | { ok: false; kind: "busy"; message: string }
  | { ok: false; kind: "failed"; message: string };

/** Steps 1 and 2 check what was typed so far; step 3 signs in (the session cookie comes back with the answer). */
function request(step: LoginStep, values: LoginValues): { url: string; body: unknown } {
  if (step === 1) return { url: "/api/admin/login/check", body: { step: 1, accessKey: values.accessKey } };
  if (step === 2) return { url: "/api/admin/login/check", body: { step: 2, accessKey: values.accessKey, userCode: values.userCode } };
  return { url: "/api/admin/login", body: values };
}

export async function submitLoginStep(step: LoginStep, values: LoginValues): Promise<LoginOutcome> {
  const { url, body } = request(step, values);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: "failed", message: "Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin." };
  }
  if (response.ok) return { ok: true };
  const text = await response.text().catch(() => "");
  const error = errorOf(text);
  if (response.status === 401 && error) return { ok: false, kind: "refused", title: error };
  if (response.status === 429) return { ok: false, kind: "throttled", message: error ?? "Çok fazla başarısız deneme. Lütfen daha sonra tekrar deneyin." };
  if (response.status === 503 && error) return { ok: false, kind: "busy", message: error };
  // Any other answer is shown as the back office shows every failed call: '{status}: {body or status text}'.
  return { ok: false, kind: "failed", message: `${response.status}: ${error ?? (text || response.statusText)}` };
}

function errorOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    return typeof parsed.error === "string" ? parsed.error : null;
  } catch {
    return null;
  }
}

/** The step a refusal sends the admin back to: a wrong key or user code is fixed where it was typed. */
export function stepToFix(title: string, current: LoginStep): LoginStep {
  if (title === "Hatalı Erişim Anahtarı") return 1;
  if (title === "Hatalı Kullanıcı Kodu") return Math.min(current, 2) as LoginStep;
  return current;
}
