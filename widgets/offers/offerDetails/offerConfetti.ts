import { OFFER_CONSTANTS } from '../../../engine/offers/offerConstants';

/** What the confetti did on this visit (shown as data-confetti on the offer page, for tests and support). */
export type ConfettiOutcome = 'none' | 'played' | 'visited' | 'reduced';

const visitedKey = (domain: string, offerId: number) => `portico.offers.visited.${domain}.${offerId}`;

function readVisited(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function rememberVisited(key: string): void {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): confetti may play again next time, nothing breaks.
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Confetti (200 pieces) once per extended, unexpired offer: the first visit is remembered so it never
 * plays again; it never plays for people who prefer reduced motion. canvas-confetti is its own chunk.
 */
export function celebrateOffer(domain: string, offerId: number): ConfettiOutcome {
  const key = visitedKey(domain, offerId);
  if (readVisited(key)) return 'visited';
  rememberVisited(key);
  if (prefersReducedMotion()) return 'reduced';
  void import('canvas-confetti')
    .then(async ({ default: confetti }) => {
      // Its own canvas, hidden from assistive technology and removed when the pieces have fallen.
      const canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:1400';
      document.body.appendChild(canvas);
      const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      await fire({ particleCount: OFFER_CONSTANTS.confettiPieces, spread: 90, origin: { y: 0.6 } });
      canvas.remove();
    })
    .catch(() => undefined);
  return 'played';
}
