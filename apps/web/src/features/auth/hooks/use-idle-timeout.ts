import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §4, §9: idle watching starts 500 ms after start; 20 minutes idle opens a 300 s countdown. */
export const IDLE_START_DELAY_MS = 500;
export const IDLE_LIMIT_MS = 20 * 60_000;
export const IDLE_COUNTDOWN_SECONDS = 300;

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTimeout {
  /** Seconds left before logout; null while the user is active. */
  readonly secondsLeft: number | null;
  /** 'Stay': close the dialog and watch again. */
  readonly stay: () => void;
}

/** Watches for activity; `onTimeout` runs when the countdown reaches 0. Limits are injectable for tests. */
export function useIdleTimeout(
  enabled: boolean,
  onTimeout: () => void,
  limits = { idleMs: IDLE_LIMIT_MS, countdownSeconds: IDLE_COUNTDOWN_SECONDS },
): IdleTimeout {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastActivity = useRef(Date.now());
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;

  const counting = secondsLeft !== null;

  // Activity counts only while no countdown is showing: then only 'Stay' resumes.
  useEffect(() => {
    if (!enabled || counting) return;
    let watching = false;
    const seen = () => {
      if (watching) lastActivity.current = Date.now();
    };
    const start = window.setTimeout(() => {
      watching = true;
      lastActivity.current = Date.now();
    }, IDLE_START_DELAY_MS);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, seen, { passive: true, capture: true });
    const tick = window.setInterval(() => {
      if (!watching) return;
      const idleFor = Date.now() - lastActivity.current;
      if (idleFor < limits.idleMs) return;
      watching = false;
      setSecondsLeft(limits.countdownSeconds);
    }, 1000);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(tick);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, seen, { capture: true });
    };
  }, [enabled, counting, limits.idleMs, limits.countdownSeconds]);

  useEffect(() => {
    if (secondsLeft === null) return;
    if (secondsLeft <= 0) {
      timeout.current();
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft((left) => (left === null ? null : left - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const stay = useCallback(() => {
    lastActivity.current = Date.now();
    setSecondsLeft(null);
  }, []);

  return { secondsLeft, stay };
}

/** 300 → '5:00'. */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
