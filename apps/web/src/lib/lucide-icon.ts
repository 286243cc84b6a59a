import { createElement, forwardRef, type ReactNode } from 'react';
import type { LucideIcon, LucideIconData, LucideIconNode, LucideProps } from 'lucide-react';

/**
 * A lean stand-in for lucide-react's createLucideIcon, which every icon module calls (vite.config.ts
 * points lucide's import of it here). It renders the same <svg> (the `lucide lucide-<name>` classes,
 * the default stroke attributes, aria-hidden unless the icon is labelled) without lucide's
 * provider, class and attribute-name machinery, about 2 kB gzipped off every first visit. The app
 * uses no LucideProvider, so the defaults are lucide's own.
 */
const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some((name) => (name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null);

const children = (nodes: readonly LucideIconNode[]): ReactNode[] =>
  nodes.map(([tag, attrs, inner]) => createElement(tag, attrs, ...(inner ? children(inner) : [])));

const nonScaling = ([tag, attrs, inner]: LucideIconNode): LucideIconNode => {
  const scaled = { vectorEffect: 'non-scaling-stroke' as const, ...attrs };
  return inner ? [tag, scaled, inner] : [tag, scaled];
};

export default function createLucideIcon(icon: LucideIconData): LucideIcon {
  const box = icon.size ?? 24;
  const names = ['lucide', ...[icon.name, ...(icon.aliases ?? [])].flatMap((name) => (name?.trim() ? [`lucide-${name}`] : []))];
  return forwardRef<SVGSVGElement, LucideProps>(function LucideSvg(
    { color, size, width, height, strokeWidth = 2, absoluteStrokeWidth, nonScalingStroke, className = '', children: extra, ...rest },
    ref,
  ) {
    const drawnWidth = width ?? size ?? 24;
    const nodes = nonScalingStroke ? icon.node.map(nonScaling) : icon.node;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: drawnWidth,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(drawnWidth) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...names, ...className.split(/\s+/)])].filter(Boolean).join(' '),
        ...(extra || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...children(nodes),
      ...(Array.isArray(extra) ? extra : [extra]),
    );
  });
}
