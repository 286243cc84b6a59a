import { Skeleton } from '../../components/skeleton';

/** Shown while the first route's loaders run (who is signed in, which site this is): the page's shape. */
export function AppLoading() {
  return (
    <div className="app-loading" role="status">
      <span className="visually-hidden">Loading…</span>
      <div className="app-loading__bar" aria-hidden="true" />
      <div className="app-loading__page" aria-hidden="true">
        <Skeleton width="40%" height="2rem" />
        <Skeleton width="70%" />
        <Skeleton height="10rem" radius="var(--radius)" />
        <Skeleton height="6rem" radius="var(--radius)" />
      </div>
    </div>
  );
}
