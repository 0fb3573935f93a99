import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useHydrated } from "~/components/business/use-hydrated";
import { toast } from "~/components/ui/use-toast";
import { EMPTY_LOGIN, LOGIN_FIELDS, STEP_DONE_TOAST } from "./login-fields";
import { stepToFix, submitLoginStep, type LoginStep, type LoginValues } from "./login-requests";
import { StepIndicator } from "./step-indicator";

/** The pause between 'Giriş Başarılı' and the dashboard, so the toast can be read. */
export const REDIRECT_AFTER_LOGIN_MS = 1000;

const TRY_AGAIN = "Lütfen tekrar deneyin.";

const FAILURE_TITLES = { throttled: "Çok Fazla Deneme", busy: "Sunucu Meşgul", failed: "Giriş Yapılamadı" } as const;

/**
 * Three steps, each checked by the server before the next one opens. The
 * submit button stays disabled until the scripts run (so nothing is ever
 * posted as a plain form), while the field is blank and while a check runs.
 */
export function LoginForm() {
  const [step, setStep] = useState<LoginStep>(1);
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const field = LOGIN_FIELDS[step];
  const value = values[field.name];

  // Each step starts in its own field.
  useEffect(() => {
    if (hydrated) input.current?.focus();
  }, [step, hydrated]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || signedIn || value.trim() === "") return;
    setBusy(true);
    const outcome = await submitLoginStep(step, values);
    setBusy(false);
    if (outcome.ok) {
      if (step === 3) {
        setSignedIn(true);
        toast({ title: "Giriş Başarılı", description: "Yönetim paneline yönlendiriliyorsunuz..." });
        window.setTimeout(() => navigate("/admin"), REDIRECT_AFTER_LOGIN_MS);
        return;
      }
      toast({ title: STEP_DONE_TOAST[step], description: step === 1 ? "Şimdi kullanıcı kodunuzu girin." : "Şimdi şifrenizi girin." });
      setStep((step + 1) as LoginStep);
      return;
    }
    if (outcome.kind === "refused") {
      toast({ title: outcome.title, description: TRY_AGAIN, variant: "destructive" });
      const fix = stepToFix(outcome.title, step);
      // The refused value is cleared so the admin types it again rather than resubmitting it.
      setValues((current) => ({ ...current, [LOGIN_FIELDS[fix].name]: "" }));
      if (fix !== step) setStep(fix);
      else input.current?.focus();
      return;
    }
    const title = FAILURE_TITLES[outcome.kind];
    toast({ title, description: outcome.message, variant: "destructive" });
  }

  function goBack() {
    if (busy || signedIn || step === 1) return;
    setStep((step - 1) as LoginStep);
  }

  const disabled = !hydrated || busy || signedIn || value.trim() === "";
  const submitLabel = step === 3 ? "Sisteme Giriş" : "Devam Et";
  return (
    <form method="post" onSubmit={handleSubmit} noValidate className="space-y-6">
      <StepIndicator current={step} />
      <p className="text-center text-sm font-medium text-slate-600" aria-live="polite">
        Adım {step} / 3
      </p>
      {step === 3 ? (
        // Lets password managers pair the password with the user code typed on the previous step.
        <input type="text" name="username" autoComplete="username" value={values.userCode} readOnly hidden />
      ) : null}
      <div>
        <label htmlFor={`login-${field.name}`} className="block text-sm font-medium text-slate-800">
          {field.label}
        </label>
        <input
          key={field.name}
          ref={input}
          id={`login-${field.name}`}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          required
          aria-describedby="login-step-hint"
          value={value}
          readOnly={busy || signedIn}
          onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
        <p id="login-step-hint" className="mt-1 text-sm text-slate-500">{field.hint}</p>
      </div>
      <div className="flex gap-3">
        {step > 1 ? (
          <button
            type="button"
            onClick={goBack}
            disabled={busy || signedIn}
            className="rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
          >
            Geri
          </button>
        ) : null}
        <button
          type="submit"
          disabled={disabled}
          aria-busy={busy || undefined}
          className="flex-1 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {busy ? "Kontrol ediliyor..." : submitLabel}
        </button>
      </div>
    </form>
  );
}
