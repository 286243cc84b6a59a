/** Spec 1 §1: the app reloads itself daily at 03:00:00 (local time). */
export function msUntilNextReload(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 3, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

export function scheduleDailyReload(): () => void {
  const timer = window.setTimeout(() => window.location.reload(), msUntilNextReload(new Date()));
  return () => window.clearTimeout(timer);
}
