import { useCallback, useRef } from 'react';

type Edge = 'top' | 'bottom';

/** Room kept between a focused element and a sticky bar (px). */
const GAP_PX = 8;
const heights: Record<Edge, Map<Element, number>> = { top: new Map(), bottom: new Map() };

function publish(edge: Edge): void {
  let total = 0;
  for (const height of heights[edge].values()) total += height;
  document.documentElement.style.setProperty(`--portico-sticky-${edge}`, total > 0 ? `${Math.ceil(total) + GAP_PX}px` : '0px');
}

/**
 * A sticky bar at the top or bottom of the window tells the page how much it covers
 * (`--portico-sticky-top` / `--portico-sticky-bottom`, the root's `scroll-padding`), so the browser
 * scrolls a focused element clear of it. Returns a ref callback for the bar; the size follows the bar
 * (it wraps on a phone, a menu opens, it is hidden) and is taken back when the bar goes away.
 */
export function useStickyInset(edge: Edge) {
  const stop = useRef<(() => void) | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      stop.current?.();
      stop.current = null;
      if (!element || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => {
        heights[edge].set(element, element.getBoundingClientRect().height);
        publish(edge);
      });
      observer.observe(element);
      stop.current = () => {
        observer.disconnect();
        heights[edge].delete(element);
        publish(edge);
      };
    },
    [edge],
  );
}
