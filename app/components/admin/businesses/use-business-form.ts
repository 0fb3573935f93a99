import { useCallback, useEffect, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { AdminBusiness } from "~/lib/admin/admin-business";
import { businessFormSchema, fieldErrors } from "~/lib/admin/business-form";
import { businessFormState, type BusinessFormState } from "~/lib/admin/business-form-state";
import { ApiError, describeError } from "~/lib/api-error";
import { saveBusiness } from "./business-api";

export type FormErrors = Partial<Record<string, string>>;

/**
 * State of the edit dialog's form: checked with the same schema as the
 * server on submit (then on every change, so a message goes as soon as the
 * field is right), saved through the API, server messages shown too.
 */
export function useBusinessForm(business: AdminBusiness | null, onSaved: (saved: AdminBusiness) => void) {
  const [values, setValues] = useState<BusinessFormState>(() => businessFormState(business));
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  // Counts refused submits, so the dialog can move focus to the first field with a message.
  const [refusals, setRefusals] = useState(0);

  const validate = useCallback((next: BusinessFormState) => {
    const result = businessFormSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors(result.error.issues));
    return result;
  }, []);

  useEffect(() => {
    if (attempted) validate(values);
  }, [attempted, values, validate]);

  const setField = useCallback(<Field extends keyof BusinessFormState>(field: Field, value: BusinessFormState[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const submit = async () => {
    setAttempted(true);
    const result = validate(values);
    if (!result.success) {
      setRefusals((count) => count + 1);
      return false;
    }
    setSaving(true);
    try {
      const saved = await saveBusiness(business?.id ?? null, result.data);
      toast({ title: business ? "İşletme güncellendi" : "İşletme eklendi", description: saved.name });
      onSaved(saved);
      return true;
    } catch (error) {
      const problems = error instanceof ApiError ? error.fieldProblems() : [];
      if (problems.length > 0) {
        setErrors(fieldErrors(problems));
        setRefusals((count) => count + 1);
      }
      toast({
        title: business ? "Failed to update business" : "Failed to create business",
        description: describeError(error),
        variant: "destructive",
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, saving, refusals, setField, submit };
}
