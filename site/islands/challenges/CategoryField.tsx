import type { ReactNode } from 'react';
import { CATEGORIES } from '../../../worker/domain/categories';
import SelectField from '../fields/SelectField';
import { titleCase } from './challenge-time';

type Props = {
  value: string;
  onChange: (category: string) => void;
  error?: string;
  hint?: ReactNode;
  choices?: readonly string[];
  // The first, empty choice when the form may start without a category.
  placeholder?: string;
  className?: string;
};

export default function CategoryField({ value, onChange, error, hint, choices = CATEGORIES, placeholder, className }: Props) {
  return (
    <SelectField
      name="category"
      label="Category"
      className={className}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map((c) => (
        <option key={c} value={c}>
          {titleCase(c)}
        </option>
      ))}
    </SelectField>
  );
}
