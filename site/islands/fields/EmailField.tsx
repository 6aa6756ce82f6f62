import type { ComponentProps } from 'react';
import TextField from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'name' | 'label' | 'type'> & { label?: string };

// An email address as the account and recovery forms ask for it: the browser's email keyboard
// and autofill, and an example of the form it takes.
export default function EmailField({ label = 'Email', ...field }: Props) {
  return <TextField name="email" label={label} type="email" autoComplete="email" placeholder="you@example.com" {...field} />;
}
