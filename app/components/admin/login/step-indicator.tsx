import type { LoginStep } from "./login-requests";

const STEPS: ReadonlyArray<{ step: LoginStep; label: string }> = [
  { step: 1, label: "Erişim Anahtarı" },
  { step: 2, label: "Kullanıcı Kodu" },
  { step: 3, label: "Şifre" },
];

/** Steps 1-3 as numbered circles; done steps get a tick, the current one is announced as such. */
export function StepIndicator({ current }: { current: LoginStep }) {
  return (
    <ol aria-label="Giriş adımları" className="flex items-center justify-center gap-2">
      {STEPS.map(({ step, label }, index) => {
        const done = step < current;
        const active = step === current;
        return (
          <li key={step} aria-current={active ? "step" : undefined} className="flex items-center gap-2">
            <span
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold ${
                active ? "bg-brand-600 text-white ring-4 ring-blue-200" : done ? "bg-emerald-500 text-white" : "bg-slate-200 text-slate-600"
              }`}
            >
              <span aria-hidden="true">{done ? "✓" : step}</span>
              <span className="sr-only">
                Adım {step}: {label}
                {done ? " (tamamlandı)" : ""}
              </span>
            </span>
            {index < STEPS.length - 1 ? (
              <span aria-hidden="true" className={`h-0.5 w-8 sm:w-12 ${done ? "bg-emerald-500" : "bg-slate-200"}`} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
