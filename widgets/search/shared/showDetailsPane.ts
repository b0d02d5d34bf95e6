/** The search page's details pane (PositionDetailsPane). */
export const DETAILS_PANE_ID = 'position-details-pane';

/**
 * After a visitor chooses a result (`from`, what they clicked): when the details pane is under the
 * results rather than beside them (a phone) and not in view, it is scrolled to, below the sticky bar,
 * and takes the focus, so the tap visibly does something and a screen reader is taken there. Beside
 * the results (a wide screen) nothing moves and the focus stays on the result.
 */
export function showDetailsPane(from: Element): void {
  requestAnimationFrame(() => {
    const pane = document.getElementById(DETAILS_PANE_ID);
    if (!pane) return;
    const at = pane.getBoundingClientRect();
    const result = from.getBoundingClientRect();
    const beside = at.left >= result.right || at.right <= result.left;
    if (beside || (at.top >= 0 && at.top < window.innerHeight / 2)) return;
    pane.scrollIntoView({ block: 'start' });
    pane.focus({ preventScroll: true });
  });
}
