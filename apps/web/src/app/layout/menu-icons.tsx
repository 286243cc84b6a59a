import { lazy, Suspense } from 'react';

// The menu's icons are decoration (aria-hidden): their SVGs load in a chunk of their own, next to
// the first screen's, rather than in the entry every visit waits for. Until then a blank icon of
// the same size keeps the menu from shifting.
const LoadedMenuIcon = lazy(async () => ({ default: (await import('./menu-icon-set')).MenuIcon }));

export function MenuIcon({ id }: { readonly id: string }) {
  return (
    <Suspense fallback={<svg className="icon icon--sm menu__icon" aria-hidden="true" />}>
      <LoadedMenuIcon id={id} />
    </Suspense>
  );
}
