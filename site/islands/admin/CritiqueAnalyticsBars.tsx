import './CritiqueAnalyticsBars.css';
export type BarRow = { key: string; label: string; value: number | null; shown: string; detail?: string };

type Props = {
  caption: string;
  columns: [string, string];
  rows: BarRow[];
  // The value a full bar stands for.
  max: number;
};

// A small table whose value cells carry a bar (CSS, no chart library): the figures are the
// table's text, so a screen reader reads them as a table, and the bars are decoration.
export default function CritiqueAnalyticsBars({ caption, columns, rows, max }: Props) {
  return (
    <table className="analytics-bars">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>
              <span className="analytics-bars__cell">
                <span className="analytics-bars__track" aria-hidden="true">
                  <span
                    className="analytics-bars__bar"
                    style={{ inlineSize: `${max > 0 && row.value ? (row.value / max) * 100 : 0}%` }}
                  />
                </span>
                <span className="analytics-bars__value">
                  {row.shown}
                  {row.detail && <small> {row.detail}</small>}
                </span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
