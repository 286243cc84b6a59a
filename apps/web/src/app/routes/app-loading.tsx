/** Shown while the first route's loaders run (who is signed in, which site this is). */
export function AppLoading() {
  return (
    <p className="app-loading" role="status">
      Loading…
    </p>
  );
}
