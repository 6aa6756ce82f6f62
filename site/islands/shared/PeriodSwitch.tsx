import './PeriodSwitch.css';
import { periodName } from './period-names';

type Props<Days extends string> = { periods: readonly Days[]; period: Days; onChoose: (days: Days) => void };

// The period a dashboard's figures cover, as a row of pressed and unpressed buttons.
export default function PeriodSwitch<Days extends string>({ periods, period, onChoose }: Props<Days>) {
  return (
    <div className="period-switch" role="group" aria-label="Period">
      {periods.map((days) => (
        <button
          key={days}
          type="button"
          className="period-switch__option"
          aria-pressed={days === period}
          onClick={() => onChoose(days)}
        >
          {periodName(days)}
        </button>
      ))}
    </div>
  );
}
