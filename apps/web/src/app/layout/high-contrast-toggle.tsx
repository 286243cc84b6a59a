import { useHighContrast } from '../../hooks/use-high-contrast';

/** Spec 1 §2: the high-contrast toggle (stored in the cookie show-high-contrast). */
export function HighContrastToggle() {
  const [on, toggle] = useHighContrast();
  return (
    <button type="button" className="button button--quiet contrast-toggle" aria-pressed={on} onClick={toggle}>
      <span aria-hidden="true" className="contrast-toggle__icon" />
      High contrast
    </button>
  );
}
