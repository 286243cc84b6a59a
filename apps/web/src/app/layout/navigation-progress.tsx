import { useNavigation } from 'react-router';
import { useDelayedFlag } from '../../hooks/use-delayed-flag';

/** Spec 1 §9: the loading indicator shows after 300 ms. */
const LOADING_DELAY_MS = 300;

export function NavigationProgress() {
  const loading = useDelayedFlag(useNavigation().state !== 'idle', LOADING_DELAY_MS);
  if (!loading) return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label="Loading page">
      <span className="navigation-progress__bar" />
    </div>
  );
}
