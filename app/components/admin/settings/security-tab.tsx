import type { SecurityStatus } from "~/lib/admin/site-settings";
import { formatDateTime } from "../format";

const FAILURE_STEP: Record<number, string> = { 1: "Erişim anahtarı", 2: "Kullanıcı kodu", 3: "Şifre" };

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span aria-hidden="true" className={ok ? "text-green-700" : "text-amber-600"}>{ok ? "✓" : "!"}</span>
      <span><span className="sr-only">{ok ? "Tamam: " : "Dikkat: "}</span>{children}</span>
    </li>
  );
}

/** Facts read from the server when the screen opened: accounts, sessions, failed sign-ins, https. */
export function SecurityTab({ security }: { security: SecurityStatus }) {
  const { admins, activeSessions, failedLogins, https } = security;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="security-state-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="security-state-heading" className="font-semibold text-slate-900">Güvenlik Durumu</h3>
        <ul className="mt-3 space-y-2 text-sm text-slate-800">
          <Check ok>Giriş sunucuda üç adımda doğrulanır; şifreler ve erişim anahtarı scrypt ile saklanır.</Check>
          <Check ok>Oturumlar 24 saat geçerlidir; çerez HttpOnly ve SameSite=Lax.</Check>
          <Check ok={https.siteUsesHttps}>
            Site adresi {https.siteUrl} {https.siteUsesHttps ? "HTTPS kullanıyor; oturum çerezi Secure olarak işaretli." : "HTTPS kullanmıyor; oturum çerezi Secure olarak işaretlenemiyor."}
          </Check>
          <Check ok={https.requestWasHttps || !https.siteUsesHttps}>
            Bu sayfa {https.requestWasHttps ? "HTTPS üzerinden" : "şifrelenmemiş HTTP üzerinden"} açıldı.
          </Check>
          <Check ok={failedLogins.last24Hours < 10}>
            Son 24 saatte {failedLogins.last24Hours}, son 7 günde {failedLogins.last7Days} başarısız giriş denemesi.
          </Check>
          <li className="text-slate-700">Açık oturum sayısı: {activeSessions}</li>
        </ul>
        {!https.siteUsesHttps ? (
          <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Öneri: siteyi HTTPS arkasında yayınlayın ve SITE_URL değerini https:// ile başlayacak şekilde ayarlayın.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="security-admins-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="security-admins-heading" className="font-semibold text-slate-900">Yönetici Hesapları ({admins.length})</h3>
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {admins.map((admin) => (
            <li key={admin.userCode} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium text-slate-900">{admin.userCode}</span>
              <span className="text-slate-600">Son giriş: {admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : "hiç"}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">Hesaplar sunucuda <code>npm run admin</code> komutuyla eklenir ve şifreleri değiştirilir.</p>
      </section>
      <section aria-labelledby="security-failures-heading" className="rounded-xl border border-slate-200 bg-white p-5 lg:col-span-2">
        <h3 id="security-failures-heading" className="font-semibold text-slate-900">Son Başarısız Girişler</h3>
        {failedLogins.recent.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Kayıtlı başarısız giriş yok.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr><th className="py-1 font-medium">Zaman</th><th className="py-1 font-medium">IP adresi</th><th className="py-1 font-medium">Adım</th></tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {failedLogins.recent.map((failure) => (
                <tr key={`${failure.at}-${failure.ip}`}>
                  <td className="py-1">{formatDateTime(failure.at)}</td>
                  <td className="py-1 font-mono">{failure.ip ?? "—"}</td>
                  <td className="py-1">{failure.step ? FAILURE_STEP[failure.step] ?? failure.step : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
