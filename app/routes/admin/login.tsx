import { redirect } from "react-router";
import { getAdmin } from "../../../server/services/auth/require-admin";
import { adminHeaders, adminMeta } from "~/components/admin/admin-meta";
import { LoginForm } from "~/components/admin/login/login-form";
import type { Route } from "./+types/login";

export const headers = adminHeaders;

export function meta() {
  return adminMeta("Sistem Girişi");
}

/** Outside the shell: anyone may see it; an admin who is already signed in goes straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getAdmin(context.app, request)) throw redirect("/admin");
  return null;
}

export default function AdminLogin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-blue-900 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 text-center">
          <span aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-600 text-2xl text-white">🔐</span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Sistem Girişi</h1>
          <p className="mt-1 text-sm text-slate-600">Yönetim paneline erişmek için üç adımda kimliğinizi doğrulayın.</p>
        </div>
        <noscript>
          <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Sisteme giriş için JavaScript gereklidir. Lütfen tarayıcınızda JavaScript'i etkinleştirip sayfayı yenileyin.
          </p>
        </noscript>
        <LoginForm />
      </div>
    </main>
  );
}
