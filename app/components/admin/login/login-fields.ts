import type { LoginStep, LoginValues } from "./login-requests";

export interface LoginField {
  name: keyof LoginValues;
  label: string;
  hint: string;
  type: "password" | "text";
  autoComplete: string;
}

/** One field per step: the access key and password are hidden as typed, the user code is not. */
export const LOGIN_FIELDS: Record<LoginStep, LoginField> = {
  1: {
    name: "accessKey",
    label: "Erişim Anahtarı",
    hint: "Yönetim paneline erişim için size verilen anahtarı girin.",
    type: "password",
    // A shared site key, not the account's password: no password manager should offer to save it as one.
    autoComplete: "off",
  },
  2: { name: "userCode", label: "Kullanıcı Kodu", hint: "Size atanmış kullanıcı kodunu girin.", type: "text", autoComplete: "username" },
  3: { name: "password", label: "Şifre", hint: "Hesabınızın şifresini girin.", type: "password", autoComplete: "current-password" },
};

export const EMPTY_LOGIN: LoginValues = { accessKey: "", userCode: "", password: "" };

export const STEP_DONE_TOAST: Record<1 | 2, string> = { 1: "Adım 1 Tamamlandı", 2: "Adım 2 Tamamlandı" };
