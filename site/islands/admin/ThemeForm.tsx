import './admin-form.css';
import './ThemeForm.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { EvergreenThemeDto } from '../../../worker/contract/admin';
import { DAILY_CATEGORIES } from '../../../worker/domain/categories';
import { serverMessage } from '../../lib/api-fetch';
import { saveTheme } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import SubmitButton from '../shared/SubmitButton';
import CategoryField from '../challenges/CategoryField';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import { useFieldErrors } from '../shared/use-field-errors';
import { titleCase } from '../challenges/challenge-time';

type Fields = {
  category: string;
  title: string;
  description: string;
  coverImage: string;
  coverImageCredit: string;
  active: boolean;
};

const EMPTY: Fields = { category: 'landscape', title: '', description: '', coverImage: '', coverImageCredit: '', active: true };

const fieldsOf = (t: EvergreenThemeDto): Fields => ({
  category: t.category,
  title: t.title,
  description: t.description,
  coverImage: t.coverImage ?? '',
  coverImageCredit: t.coverImageCredit ?? '',
  active: t.active,
});

// The parent remounts this form (by key) for each theme it edits, and with no theme to add one.
type Props = { theme: EvergreenThemeDto | null; onDone: () => void };

const loadAdmin = () => import('../../../worker/contract/admin');

export default function ThemeForm({ theme, onDone }: Props) {
  const id = useId();
  const [fields, setFields] = useState(() => (theme ? fieldsOf(theme) : EMPTY));
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadAdmin);
  const heading = useRef<HTMLHeadingElement>(null);
  const categories = [...new Set([...DAILY_CATEGORIES, fields.category])];

  // Choosing 'Edit' on a theme brings the admin to the form it filled.
  useEffect(() => {
    if (!theme) return;
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus();
  }, [theme]);

  const edit = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate((admin) => admin.evergreenSchema, {
      ...fields,
      coverImage: fields.coverImage.trim() || null,
      coverImageCredit: fields.coverImageCredit.trim() || null,
    });
    if (!input) return;
    setPending(true);
    try {
      const saved = await saveTheme(theme?.id ?? null, input);
      showToast({
        title: theme ? 'Theme saved' : 'Theme added',
        description: `“${saved.title}” is in the ${titleCase(saved.category)} pool.`,
      });
      onDone();
    } catch (error) {
      showToast({
        title: 'Theme not saved',
        description: serverMessage(error, 'Failed to save the theme. Please try again.'),
        variant: 'destructive',
      });
      setPending(false);
    }
  }

  return (
    <form {...formProps} className="card form theme-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="card__title">
        {theme ? `Edit “${theme.title}”` : 'Add a theme'}
      </h2>
      <CategoryField
        className="input admin-select"
        choices={categories}
        value={fields.category}
        onChange={(category) => edit('category', category)}
      />
      <TextField
        name="title"
        label="Title"
        maxLength={120}
        value={fields.title}
        error={errors.title}
        onChange={(event) => edit('title', event.currentTarget.value)}
      />
      <TextAreaField
        name="description"
        label="Description"
        rows={3}
        maxLength={2000}
        value={fields.description}
        onChange={(event) => edit('description', event.currentTarget.value)}
      />
      <TextField
        name="coverImage"
        label="Cover image URL"
        type="url"
        value={fields.coverImage}
        error={errors.coverImage}
        onChange={(event) => edit('coverImage', event.currentTarget.value)}
      />
      <TextField
        name="coverImageCredit"
        label="Cover credit"
        value={fields.coverImageCredit}
        error={errors.coverImageCredit}
        onChange={(event) => edit('coverImageCredit', event.currentTarget.value)}
      />
      <label className="check">
        <input
          type="checkbox"
          name="active"
          checked={fields.active}
          onChange={(event) => edit('active', event.currentTarget.checked)}
        />
        Active (in the daily draw)
      </label>
      <div className="theme-form__actions">
        {theme && (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
        )}
        <SubmitButton
          pending={pending}
          label={theme ? 'Save Theme' : 'Add Theme'}
          pendingLabel={theme ? 'Saving...' : 'Adding...'}
        />
      </div>
    </form>
  );
}
