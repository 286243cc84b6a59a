import type { ReactNode } from 'react';

interface PageHeaderProps {
  readonly title: string;
  readonly children?: ReactNode;
}

/** The page's h1; after each navigation focus moves here (see RootLayout). */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1 className="page-header__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </header>
  );
}
