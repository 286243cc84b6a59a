import { formatNumber } from '../../../lib/format';
import type { UserStats } from '../api/get-user-stats';

const tiles = [
  { key: 'total_steps', label: 'Total steps' },
  { key: 'days_logged', label: 'Days logged' },
  { key: 'weekends_logged', label: 'Weekends logged' },
  { key: 'exercise_minutes', label: 'Exercise minutes' },
] as const satisfies readonly { key: keyof UserStats; label: string }[];

export function SummaryTiles({ stats }: { readonly stats: UserStats }) {
  return (
    <dl className="summary-tiles">
      {tiles.map((tile) => (
        <div key={tile.key} className="summary-tile">
          <dt className="summary-tile__label">{tile.label}</dt>
          <dd className="summary-tile__value">{formatNumber(stats[tile.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
