import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
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
 * The hosted e-signature view: the sign widget in an iframe, listening to its messages from its origin only.
 * Without `src` (a server-rendered page before it is hydrated: nothing would hear the widget yet) the frame's
 * place is kept, the same size, so nothing moves when it comes.
 */
export function EsignFrame({ src, name, onFinished }: { src: string | undefined; name: string; onFinished: (outcome: EsignOutcome) => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
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
        {src === undefined ? (
          <Box style={FRAME_SIZE} />
        ) : (
          <iframe ref={frame} src={src} title={t('offers.letter.esignTitle', { name })} style={{ ...FRAME_SIZE, border: 0 }} />
        )}
      </Box>
    </Stack>
  );
}
