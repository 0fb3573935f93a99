import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/**
 * What an admin screen shows when its data could not be loaded: inside the
 * shell, in Turkish, with the status, and a way back. Internals stay in the
 * server log.
 */
export function AdminRouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const missing = status === 404;
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <p className="text-5xl font-bold text-slate-500">{status}</p>
      <h1 className="mt-3 text-xl font-semibold text-slate-900">{missing ? "Sayfa bulunamadı" : "Bir hata oluştu"}</h1>
      <p className="mt-2 text-slate-600">
        {missing ? "Aradığınız yönetim sayfası yok ya da taşınmış." : "Bu sayfa şu anda yüklenemedi. Lütfen biraz sonra tekrar deneyin."}
      </p>
      <Link
        to="/admin"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        Dashboard'a dön
      </Link>
    </section>
  );
}
