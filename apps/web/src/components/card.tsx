import type { ReactNode } from 'react';

interface CardProps {
  /** A heading (h2) at the card's top; none for a plain panel. */
  readonly title?: string;
  /** A lucide icon element shown before the title. */
  readonly icon?: ReactNode;
  /** A link or button at the header's end. */
  readonly action?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
  /** The card's element: a section (with a title) or a plain div. */
  readonly as?: 'section' | 'div' | 'article';
}

/** A surface with the theme's radius and elevation; a titled card is a labelled region. */
export function Card({ title, icon, action, children, className, as }: CardProps) {
  const Element = as ?? (title ? 'section' : 'div');
  return (
    <Element className={['card', className].filter(Boolean).join(' ')}>
      {(title || action) && (
        <header className="card__header">
          {title && (
            <h2 className="card__title">
              {icon}
              {title}
            </h2>
          )}
          {action}
        </header>
      )}
      {children}
    </Element>
  );
}
