import type { ReactNode } from 'react';
import { progressFraction } from './progress-fraction';

interface ProgressProps {
  readonly value: number;
  readonly max: number;
  /** What a screen reader hears, e.g. "4,321 of 10,000 steps". */
  readonly label: string;
}

/** A ring that fills towards a goal; the accent colour once it is met. */
export function ProgressRing({
  value,
  max,
  label,
  size = 160,
  stroke = 14,
  children,
}: ProgressProps & {
  readonly size?: number;
  readonly stroke?: number;
  /** Shown in the ring's centre (hidden from screen readers: `label` says it). */
  readonly children?: ReactNode;
}) {
  const fraction = progressFraction(value, max);
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={`progress-ring${fraction >= 1 ? ' progress-ring--done' : ''}`}
      role="img"
      aria-label={label}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle className="progress-ring__track" cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} />
        <circle
          className="progress-ring__value"
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      {children && (
        <div className="progress-ring__center" aria-hidden="true">
          {children}
        </div>
      )}
    </div>
  );
}

/** A horizontal bar towards a goal. */
export function ProgressBar({ value, max, label }: ProgressProps) {
  const fraction = progressFraction(value, max);
  return (
    <div
      className={`progress-bar${fraction >= 1 ? ' progress-bar--done' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
    >
      <div className="progress-bar__fill" style={{ width: `${fraction * 100}%` }} />
    </div>
  );
}
