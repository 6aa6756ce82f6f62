import './StatTiles.css';

export type StatTile = { label: string; value: string; hint?: string; warn?: boolean };

// The figures a dashboard opens with (views, earnings, orders…), as a list of terms.
export default function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <dl className="stat-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className={tile.warn ? 'stat-tile stat-tile--warn' : 'stat-tile'}>
          <dt>{tile.label}</dt>
          <dd>
            <strong>{tile.value}</strong>
            {tile.hint && <small>{tile.hint}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
