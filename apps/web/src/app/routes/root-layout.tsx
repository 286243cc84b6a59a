import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSiteTheme } from '../../lib/site-theme';
import { NavigationProgress } from '../layout/navigation-progress';

/** After each navigation, focus moves to the new page's heading so screen readers hear where they are. */
function useFocusPageHeading() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  useFocusPageHeading();
  useSiteTheme();
  return (
    <>
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
