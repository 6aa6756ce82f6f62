import './StarsField.css';

type Props = { name: string; legend: string; value: number; error?: string; onChange: (value: number) => void };

// A rating from 1 to 5 stars: five radio buttons, read out as "3 stars".
export default function StarsField({ name, legend, value, error, onChange }: Props) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="stars-field" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= value ? 'stars-field__star stars-field__star--on' : 'stars-field__star'}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
          <span aria-hidden="true">★</span>
          <span className="sr-only">
            {n} star{n === 1 ? '' : 's'}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
