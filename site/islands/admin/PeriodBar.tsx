import PeriodSwitch from '../shared/PeriodSwitch';
import { periodName } from '../shared/period-names';

type Props<Days extends string> = {
  titleId: string;
  periods: readonly Days[];
  period: Days;
  onChoose: (days: Days) => void;
  csvHref: string;
};

// An admin figures page's head (CritiqueAnalytics.css): the period it shows, the switch to
// another and its CSV.
export default function PeriodBar<Days extends string>({ titleId, periods, period, onChoose, csvHref }: Props<Days>) {
  return (
    <div className="analytics__bar">
      <h2 id={titleId}>Last {periodName(period)}</h2>
      <PeriodSwitch periods={periods} period={period} onChoose={onChoose} />
      <a className="btn btn-outline" href={csvHref} download>
        Download CSV
      </a>
    </div>
  );
}
