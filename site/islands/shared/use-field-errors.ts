import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { LOAD_FAILED, preload } from '../../lib/load-on-use';
import { showToast } from '../../stores/toast';

export type FieldErrors = Partial<Record<string, string>>;

// Client-side validation with the API's own zod schemas: the first message per field,
// shown under it, and focus moved to the first invalid field in the form's order.
// `load` imports the contract module holding the form's schemas, on first use (load-on-use.ts).
export function useFieldErrors<M>(load: () => Promise<M>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A second submit while the first is still being checked is dropped, not sent twice.
  const checking = useRef(false);

  // `wording` replaces a field's messages where a screen words its errors its own way.
  async function validate<S extends z.ZodType>(
    pick: (module: M) => S,
    values: unknown,
    wording: FieldErrors = {},
  ): Promise<z.output<S> | null> {
    if (checking.current) return null;
    checking.current = true;
    try {
      const result = pick(await load()).safeParse(values);
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
    } catch {
      showToast({ title: 'Something went wrong', description: LOAD_FAILED, variant: 'destructive' });
      return null;
    } finally {
      checking.current = false;
    }
  }

  // Editing a field takes its message away until the next submit.
  function clearEdited(event: FormEvent<HTMLFormElement>): void {
    const { target } = event;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    if (errors[target.name]) setErrors(({ [target.name]: _, ...rest }) => rest);
  }

  // Spread on the <form>: the browser's own validation bubbles are replaced by ours, and the
  // schemas start loading as soon as a field is focused.
  const formProps = { ref: formRef, noValidate: true, onChange: clearEdited, onFocus: () => preload(load) };

  return { errors, validate, formProps };
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
