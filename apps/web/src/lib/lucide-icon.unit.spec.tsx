import { createLucideIcon as lucideCreateIcon, type LucideIconData, type LucideProps } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

// Tests import lucide-react as published (vite.config.ts's alias is the web build's only).
const house: LucideIconData = {
  name: 'house',
  size: 24,
  node: [
    ['path', { d: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8', key: '5wwlr5' }],
    ['path', { d: 'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', key: 'r6nss1' }],
  ],
  aliases: ['home'],
};
const x: LucideIconData = {
  name: 'x',
  size: 24,
  node: [
    ['path', { d: 'M18 6 6 18', key: '1bl5f8' }],
    ['path', { d: 'm6 6 12 12', key: 'd8bk6v' }],
  ],
};

const cases: readonly LucideProps[] = [
  {},
  { className: 'icon icon--sm' },
  { className: 'icon', 'aria-hidden': 'true' },
  { 'aria-label': 'Close', size: 16 },
  { role: 'img' },
  { strokeWidth: 1.5, color: 'red', width: 20 },
  { absoluteStrokeWidth: true, size: 48 },
  { nonScalingStroke: true },
];

describe('createLucideIcon (lean)', () => {
  it.each(cases)('renders the <svg> lucide-react renders, given %o', (props) => {
    for (const icon of [house, x]) {
      expect(renderToStaticMarkup(createElement(createLucideIcon(icon), props))).toBe(
        renderToStaticMarkup(createElement(lucideCreateIcon(icon), props)),
      );
    }
  });
});
