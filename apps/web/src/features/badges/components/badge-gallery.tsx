import type { Badge } from '../api/get-badges';
import { groupBadges } from '../utils/badge-groups';
import { BadgeCard } from './badge-card';
import { Award } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';

interface BadgeGalleryProps {
  readonly badges: readonly Badge[];
  /** The site's friend label (spec 2 §2), naming the friends group. */
  readonly friendsLabel?: string;
  /** The site's feature flags: a feature turned off hides its group. */
  readonly flags?: Readonly<Record<string, boolean | undefined>>;
  readonly highlightedId: string | null;
  readonly onOpen: (badge: Badge) => void;
}

/** Spec 2 §2: the gallery grouped by feature, earned and locked side by side. */
export function BadgeGallery({ badges, friendsLabel, flags, highlightedId, onOpen }: BadgeGalleryProps) {
  if (badges.length === 0)
    return (
      <EmptyState icon={<Award className="icon icon--lg" />} title="This site has no badges for this year.">
        Pick another year above, or keep logging: badges your site adds will show up here.
      </EmptyState>
    );
  return (
    <>
      {groupBadges(badges, flags, friendsLabel).map((group) => (
        <section key={group.category} className="badge-group" aria-labelledby={`badge-group-${group.category}`}>
          <h2 id={`badge-group-${group.category}`} className="section-title">
            {group.label}
          </h2>
          <ul className="badge-grid">
            {group.badges.map((badge) => (
              <BadgeCard key={badge.id} badge={badge} highlighted={badge.id === highlightedId} onOpen={() => onOpen(badge)} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
