import SelectField from './SelectField';

// Every IANA zone the browser knows, with the chosen one kept even if it does not list it.
const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']);

type Props = { value: string; error?: string; hint?: string; onChange: (zone: string) => void };

export default function TimeZoneSelect({ value, error, hint, onChange }: Props) {
  const options = zones();
  return (
    <SelectField
      name="timeZone"
      label="Time Zone"
      value={value}
      error={error}
      hint={hint}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      {!options.includes(value) && <option value={value}>{value}</option>}
      {options.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replace(/_/g, ' ')}
        </option>
      ))}
    </SelectField>
  );
}
