import { useCallback, useRef, useSyncExternalStore } from 'react';

type Edge = 'top' | 'bottom';

/** Room kept between a focused element and a sticky bar (px). */
const GAP_PX = 8;
const heights: Record<Edge, Map<Element, number>> = { top: new Map(), bottom: new Map() };
/** What each edge's bars cover now, as a CSS length ('0px' until a bar has measured itself, as on the server). */
const covered: Record<Edge, string> = { top: '0px', bottom: '0px' };
const listeners = new Set<() => void>();

/**
 * Sets the root's scroll padding on the edge to what its bars cover. The root's own property, not a
 * custom property that the page reads: a custom property is inherited, so changing it on the root made
 * the browser recompute the style of every element of the page (tens of milliseconds on a phone, at
 * every resize of a bar); scroll-padding is not inherited.
 */
function publish(edge: Edge): void {
  let total = 0;
  for (const height of heights[edge].values()) total += height;
  const value = total > 0 ? `${Math.ceil(total) + GAP_PX}px` : '0px';
  if (value === covered[edge]) return;
  covered[edge] = value;
  document.documentElement.style.setProperty(edge === 'top' ? 'scroll-padding-block-start' : 'scroll-padding-block-end', value);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** What the sticky bars on the edge cover now (a CSS length), for something that must stay clear of them (a sticky side list). */
export function useStickyCover(edge: Edge): string {
  return useSyncExternalStore(
    subscribe,
    () => covered[edge],
    () => '0px',
  );
}

/**
 * A sticky bar at the top or bottom of the window tells the page how much it covers
 * (the root's `scroll-padding`, and `useStickyCover`), so the browser
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
