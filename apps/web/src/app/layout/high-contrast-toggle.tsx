import { Contrast } from 'lucide-react';
import { useHighContrast } from '../../hooks/use-high-contrast';

/** Spec 1 §2: the high-contrast toggle (stored in the cookie show-high-contrast). */
export function HighContrastToggle() {
  const [on, toggle] = useHighContrast();
  return (
    <button type="button" className="button button--quiet contrast-toggle" aria-pressed={on} onClick={toggle} title="High contrast">
      <Contrast className="icon icon--sm" aria-hidden="true" />
      <span className="contrast-toggle__label">High contrast</span>
    </button>
  );
}
