import TextAreaField from '../fields/TextAreaField';

// An admin's reason for removing a member's work: the member's notification says it.
export default function ReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  return (
    <TextAreaField
      name="reason"
      label="Reason (optional)"
      hint="Sent to the member with their notification."
      rows={2}
      maxLength={300}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
