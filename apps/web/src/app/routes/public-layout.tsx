import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PublicHeader } from '../layout/public-header';
import { SiteFooter } from '../layout/site-footer';

/** Welcome, login and error pages: no menu, no session needed. */
export function PublicLayout({ children }: { readonly children?: ReactNode }) {
  return (
    <div className="app app--public">
      <PublicHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
