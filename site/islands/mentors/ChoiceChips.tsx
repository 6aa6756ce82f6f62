import './ChoiceChips.css';

type Props<T extends string | number> = {
  legend: string;
  name: string;
  options: readonly T[];
  chosen: readonly T[];
  label?: (option: T) => string;
  error?: string;
  onChange: (chosen: T[]) => void;
};

// A set of checkboxes drawn as chips, in a fieldset whose legend names the question.
export default function ChoiceChips<T extends string | number>({
  legend,
  name,
  options,
  chosen,
  label,
  error,
  onChange,
}: Props<T>) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="chips" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="chips__list">
        {options.map((option) => {
          const on = chosen.includes(option);
          return (
            <label key={String(option)} className={on ? 'chip chip--on' : 'chip'}>
              <input
                type="checkbox"
                name={name}
                value={String(option)}
                checked={on}
                onChange={() => onChange(on ? chosen.filter((c) => c !== option) : [...chosen, option])}
              />
              {label ? label(option) : String(option)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
