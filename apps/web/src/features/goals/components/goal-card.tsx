import { CalendarRange, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Goal } from '@wellway/contracts';
import { monthsLabel } from './months';

interface GoalCardProps {
  readonly goal: Goal;
  /** The card's buttons and links. */
  readonly actions?: ReactNode;
  /** A line under the title (completed on…). */
  readonly note?: ReactNode;
  readonly headingLevel?: 'h2' | 'h3';
}

/** One goal: its image, title, what it says and the months it runs. */
export function GoalCard({ goal, actions, note, headingLevel = 'h3' }: GoalCardProps) {
  const Heading = headingLevel;
  const title = goal.title || goal.description;
  return (
    <article className="card goal-card" aria-label={title}>
      {goal.image ? (
        <img className="goal-card__image" src={goal.image} alt="" loading="lazy" />
      ) : (
        <span className="goal-card__image goal-card__image--none" aria-hidden="true">
          <Target className="icon icon--lg" />
        </span>
      )}
      <div className="goal-card__body">
        <Heading className="goal-card__title">{title}</Heading>
        {goal.category && <p className="goal-card__category">{goal.category}</p>}
        {goal.summary && <p className="goal-card__summary">{goal.summary}</p>}
        {goal.title && goal.description && goal.description !== goal.summary && (
          <p className="goal-card__description">{goal.description}</p>
        )}
        <p className="goal-card__months">
          <CalendarRange className="icon icon--sm" aria-hidden="true" /> {monthsLabel(goal.month_integer, goal.final_month_integer)}
        </p>
        {note}
        {actions && <div className="goal-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
