import { CalendarCheck, CalendarDays, Footprints, Timer } from 'lucide-react';
import { StatTile } from '../../../components/stat-tile';
import { formatNumber } from '../../../lib/format';
import type { UserStats } from '../api/get-user-stats';

const tiles = [
  { key: 'total_steps', label: 'Total steps', icon: <Footprints className="icon" /> },
  { key: 'days_logged', label: 'Days logged', icon: <CalendarCheck className="icon" /> },
  { key: 'weekends_logged', label: 'Weekends logged', icon: <CalendarDays className="icon" /> },
  { key: 'exercise_minutes', label: 'Exercise minutes', icon: <Timer className="icon" /> },
] as const satisfies readonly { key: keyof UserStats; label: string; icon: unknown }[];

export function SummaryTiles({ stats }: { readonly stats: UserStats }) {
  return (
    <div className="summary-tiles">
      {tiles.map((tile) => (
        <StatTile key={tile.key} className="summary-tile card" label={tile.label} value={formatNumber(stats[tile.key])} icon={tile.icon} />
      ))}
    </div>
  );
}
