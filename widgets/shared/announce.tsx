import { Box } from '@chakra-ui/react';

const ANNOUNCER_ID = 'portico-announcer';

/**
 * The one polite live region of the page (the shell renders it once, empty, so it exists before the
 * first message: a region created together with its text is often not read).
 */
export function LiveAnnouncer() {
  return <Box id={ANNOUNCER_ID} srOnly role="status" aria-live="polite" aria-atomic="true" />;
}

let pendingText: ReturnType<typeof setTimeout> | undefined;

/**
 * Tells a screen reader the result of an action ("Job saved") without moving focus. The region is
 * emptied first and filled a moment later, so the same message twice is read twice.
 */
export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  clearTimeout(pendingText);
  region.textContent = '';
  pendingText = setTimeout(() => (region.textContent = message), 100);
}
