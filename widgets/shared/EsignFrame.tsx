import { Box, Stack, Text } from '@chakra-ui/react';
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export type EsignOutcome = 'signed' | 'rejected';

/** The origin of the widget's address (relative addresses are this site's). */
export function widgetOrigin(src: string, base: string = window.location.href): string {
  return new URL(src, base).origin;
}

/**
 * The outcome a message announces, or null when it is not one of the widget's: only messages from
 * the widget's origin (and not from another of its windows) count; ESIGN means signed, REJECT rejected.
 */
export function esignOutcome(event: Pick<MessageEvent, 'origin' | 'data' | 'source'>, origin: string, frame: Window | null | undefined): EsignOutcome | null {
  if (event.origin !== origin) return null;
  // Only our own frame speaks for the widget: not another window of that origin, nor a message
  // without a sender, nor one that arrives before the frame is there.
  if (!frame || event.source !== frame) return null;
  const type = typeof event.data === 'object' && event.data !== null ? (event.data as { type?: unknown }).type : event.data;
  if (type === 'ESIGN') return 'signed';
  if (type === 'REJECT') return 'rejected';
  return null;
}

const FRAME_SIZE = { width: '100%', height: '80vh', minHeight: '640px' } as const;

/**
 * Whether the element has come within a window's height of the window (once true, it stays true),
 * told in a transition; true at once where the browser cannot tell.
 */
function useNearWindow(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!watch || near) return;
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, watch, near]);
  return near;
}

/**
 * The hosted e-signature view: the sign widget in an iframe, listening to its messages from its origin only.
 * Without `src` (a server-rendered page before it is hydrated: nothing would hear the widget yet) the frame's
 * place is kept, the same size, so nothing moves when it comes. With `whenNear` the frame comes only as its
 * place nears the window: a frame is costly to put into a page (tens of milliseconds on a phone), and a
 * form's signature is often far down it.
 */
export function EsignFrame({
  src,
  name,
  onFinished,
  whenNear = false,
}: {
  src: string | undefined;
  name: string;
  onFinished: (outcome: EsignOutcome) => void;
  whenNear?: boolean;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const near = useNearWindow(place, whenNear && src !== undefined);
  const shown = src !== undefined && (!whenNear || near);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    if (src === undefined) return;
    const origin = widgetOrigin(src);
    let done = false;
    const onMessage = (event: MessageEvent) => {
      const outcome = esignOutcome(event, origin, frame.current?.contentWindow);
      if (!outcome || done) return;
      done = true;
      finished.current(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  return (
    <Stack gap="3">
      <Text>{t('offers.letter.esignIntro')}</Text>
      <Box borderWidth="1px" borderRadius="md" overflow="hidden">
        {!shown ? (
          <Box ref={place} style={FRAME_SIZE} />
        ) : (
          <iframe ref={frame} src={src} title={t('offers.letter.esignTitle', { name })} style={{ ...FRAME_SIZE, border: 0 }} />
        )}
      </Box>
    </Stack>
  );
}
