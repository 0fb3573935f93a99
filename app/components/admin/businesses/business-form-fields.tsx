import { lazy, Suspense } from "react";
import type { Category } from "~/lib/catalog";
import type { BusinessFormState, TextField as TextFieldName } from "~/lib/admin/business-form-state";
import { Field, INPUT_CLASS, TextField } from "./form-field";
import { StatusFields } from "./status-fields";
import type { FormErrors } from "./use-business-form";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

interface BusinessFormFieldsProps {
  values: BusinessFormState;
  errors: FormErrors;
  categories: Category[];
  setField: <Field extends keyof BusinessFormState>(field: Field, value: BusinessFormState[Field]) => void;
}

type Line = [field: TextFieldName, label: string, options?: { required?: boolean; type?: "email" | "url" | "tel"; placeholder?: string; maxLength?: number }];

const ADDRESS: Line[] = [
  ["address", "Adres", { required: true }],
  ["street", "Sokak"],
  ["city", "Şehir"],
  ["state", "İl / Eyalet"],
  ["country", "Ülke"],
  ["countryCode", "Ülke Kodu", { placeholder: "TR", maxLength: 2 }],
  ["postalCode", "Posta Kodu"],
];
const CONTACT: Line[] = [
  ["phone", "Telefon", { type: "tel" }],
  ["email", "E-posta", { type: "email" }],
  ["website", "Web Sitesi", { type: "url", placeholder: "https://" }],
  ["menuLink", "Menü Linki", { type: "url", placeholder: "https://" }],
  ["orderLink", "Sipariş Linki", { type: "url", placeholder: "https://" }],
  ["reservationLink", "Rezervasyon Linki", { type: "url", placeholder: "https://" }],
];

/** Every field of the business form with its Turkish label and message. */
export function BusinessFormFields({ values, errors, categories, setField }: BusinessFormFieldsProps) {
  const line = ([field, label, options = {}]: Line) => (
    <TextField key={field} id={`business-${field}`} label={label} value={values[field]} error={errors[field]} onChange={(value) => setField(field, value)} {...options} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {line(["name", "İşletme Adı", { required: true }])}
      <Field id="business-categoryId" label="Kategori" required error={errors.categoryId}>
        {(describedBy) => (
          <select
            id="business-categoryId"
            value={values.categoryId}
            aria-required
            aria-invalid={errors.categoryId ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setField("categoryId", event.target.value)}
            className={INPUT_CLASS}
          >
            <option value="">Kategori seçin</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.icon} {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {line(["type", "İşletme Türü"])}
      {ADDRESS.map(line)}
      {CONTACT.map(line)}
      <Field id="business-description" label="Açıklama" error={errors.description} className="sm:col-span-2">
        {(describedBy) => (
          <Suspense fallback={<div className="min-h-[200px] rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-500">Düzenleyici yükleniyor…</div>}>
            <RichTextEditor
              id="business-description"
              value={values.description}
              onChange={(html) => setField("description", html)}
              labelledBy="business-description-label"
              describedBy={describedBy}
              invalid={!!errors.description}
            />
          </Suspense>
        )}
      </Field>
      <Field id="business-about" label="Özellikler (Hakkında)" error={errors.about} hint='JSON: {"Bölüm": {"Özellik": true}}; boş bırakılabilir.' className="sm:col-span-2">
        {(describedBy) => (
          <textarea
            id="business-about"
            value={values.about}
            rows={5}
            spellCheck={false}
            aria-invalid={errors.about ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setField("about", event.target.value)}
            className={`${INPUT_CLASS} font-mono text-xs`}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <StatusFields
          isOpen={values.isOpen}
          isVerified={values.isVerified}
          onOpenChange={(open) => setField("isOpen", open)}
          onVerifiedChange={(verified) => setField("isVerified", verified)}
        />
      </div>
    </div>
  );
}
