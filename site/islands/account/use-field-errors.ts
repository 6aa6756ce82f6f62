import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

// Client-side validation with the API's own zod schemas: the first message per field,
// shown under it, and focus moved to the first invalid field in the form's order.
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // `wording` replaces a field's messages where a screen words its errors its own way.
  function validate<S extends z.ZodType>(schema: S, values: unknown, wording: FieldErrors = {}): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      next[field] ??= wording[field] ?? issue.message;
    }
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return null;
  }

  // Editing a field takes its message away until the next submit.
  function clearEdited(event: FormEvent<HTMLFormElement>): void {
    const { target } = event;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (errors[target.name]) setErrors(({ [target.name]: _, ...rest }) => rest);
  }

  // Spread on the <form>: the browser's own validation bubbles are replaced by ours.
  const formProps = { ref: formRef, noValidate: true, onChange: clearEdited };

  return { errors, validate, formProps };
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
