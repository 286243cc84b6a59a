/** Spec 2 §2: /badges?badge_id scrolls to the badge with a 700 ms animation, then opens it. */
export const BADGE_SCROLL_MS = 700;
/** Room for the sticky header above the target. */
const TOP_OFFSET_PX = 96;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function animateScrollTo(element: HTMLElement, durationMs: number, onDone: () => void): () => void {
  const startY = window.scrollY;
  const targetY = Math.max(0, element.getBoundingClientRect().top + window.scrollY - TOP_OFFSET_PX);
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let frame = 0;
  const start = performance.now();
  const step = (now: number) => {
    const progress = reduceMotion ? 1 : Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, startY + (targetY - startY) * easeInOut(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else onDone();
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
