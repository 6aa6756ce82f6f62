import { newYorkClock } from '../../../worker/domain/new-york-clock';
import TextField from '../fields/TextField';
import { fromLocalInput } from './wizard-fields';

type Props = { name: string; label: string; value: string; error?: string; onChange: (value: string) => void };

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

// A time on the member's own clock, with the same instant in New York time beside it:
// challenge pages show New York time (DESIGN §3), so the member sees both before creating.
export default function LocalDateTimeField({ value, onChange, ...field }: Props) {
  const instant = fromLocalInput(value);
  const hint = Number.isNaN(instant.getTime())
    ? `Your time (${zone})`
    : `Your time (${zone}) · New York: ${newYorkClock(instant)}`;
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
