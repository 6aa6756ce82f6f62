import TextField from '../fields/TextField';
import { fromNewYorkInput, newYorkZone } from './ny-time';

type Props = {
  name: string;
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  onChange: (value: string) => void;
};

const local = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// A New York wall-clock time. The hint names the zone in force on that date (EST or EDT)
// and what the same instant is on the admin's own clock, so a DST mistake shows at once.
export default function DateTimeField({ value, onChange, ...field }: Props) {
  const instant = fromNewYorkInput(value);
  const hint = instant ? `New York time (${newYorkZone(instant)}) · your time ${local.format(instant)}` : 'New York time';
  return (
    <TextField
      type="datetime-local"
      value={value}
      hint={hint}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...field}
    />
  );
}
