import { useEffect, useState } from "react";
import { isOfficeOpen, OFFICE_HOURS_ROWS } from "./office-hours";

const RECHECK_MS = 60_000;

/** Office hours with a live open/closed note; `openAtRender` is the server's answer, so hydration matches. */
export function OfficeHours({ openAtRender }: { openAtRender: boolean }) {
  const [open, setOpen] = useState(openAtRender);
  useEffect(() => {
    // The page may come from a cache or stay open for hours: recheck with the browser's clock.
    const update = () => setOpen(isOfficeOpen(new Date()));
    update();
    const timer = setInterval(update, RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section aria-labelledby="office-hours-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="office-hours-heading" className="text-lg font-semibold">Business Hours</h2>
      <dl className="mt-4 space-y-2 text-sm">
        {OFFICE_HOURS_ROWS.map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt className="text-slate-600">{row.days}</dt>
            <dd className="font-medium">{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-500">UK time (Europe/London)</p>
      <p
        className={`mt-4 flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
          open ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"
        }`}
      >
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${open ? "bg-emerald-500" : "bg-slate-400"}`} />
        {open ? "Currently Open" : "Currently Closed"}
      </p>
    </section>
  );
}
