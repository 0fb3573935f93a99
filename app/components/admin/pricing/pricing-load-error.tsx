import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminRouteError } from "~/components/admin/admin-route-error";

/** The pricing screen without its data: said plainly, with a way to try again; nothing to edit on guesses. */
export function PricingLoadError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status < 500) return <AdminRouteError />;
  return (
    <section role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Fiyatlandırma planları yüklenemedi</h1>
      <p className="mt-2 text-slate-600">Planlar şu anda okunamadı; kayıtlı planlar ve abonelikler değişmedi. Lütfen biraz sonra tekrar deneyin.</p>
      <a
        href="/admin/pricing"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
      >
        Tekrar dene
      </a>
    </section>
  );
}
