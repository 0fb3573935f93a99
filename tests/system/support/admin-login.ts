// The first admin the system tests start Locus with, and a sign-in through the login API.
export const SYSTEM_ADMIN = {
  accessKey: "system-access-key-51c2",
  userCode: "system-admin",
  password: "system-Password-2026!",
} as const;

export const adminEnv = {
  LOCUS_ADMIN_ACCESS_KEY: SYSTEM_ADMIN.accessKey,
  LOCUS_ADMIN_USER_CODE: SYSTEM_ADMIN.userCode,
  LOCUS_ADMIN_PASSWORD: SYSTEM_ADMIN.password,
};

/** Signs in at `origin` and returns the `Cookie` header value of the session. */
export async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(SYSTEM_ADMIN),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}
