import { ChakraProvider, chakra, useChakraContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { THEME_STYLE_ID } from '../../engine/theme/themeVar';

/**
 * Renders its children into an iframe of the given width through a React portal (the app's contexts
 * pass through): the frame's own viewport decides the responsive layout, so a 375 px frame shows the
 * form exactly as a phone does, whatever the width of the builder. Styles are written into the
 * frame's head by an Emotion cache of its own, with the page's Chakra system; the frame grows with
 * its content. The page's theme style is copied in.
 */
export function PreviewFrame({ width, title, children }: { width: string; title: string; children: ReactNode }) {
  const system = useChakraContext();
  const frame = useRef<HTMLIFrameElement>(null);
  const [target, setTarget] = useState<{ body: HTMLElement; cache: EmotionCache } | null>(null);
  const [height, setHeight] = useState(400);

  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document) return;
    // The frame's blank document takes the page's language and direction.
    document.documentElement.lang = window.document.documentElement.lang;
    document.documentElement.dir = window.document.documentElement.dir;
    document.body.style.margin = '0';
    // The employer's theme: the custom properties the page's styles read.
    const theme = window.document.getElementById(THEME_STYLE_ID);
    if (theme) document.head.append(theme.cloneNode(true));
    setTarget({ body: document.body, cache: createCache({ key: 'preview', container: document.head }) });
    const grow = new ResizeObserver(() => setHeight(Math.max(200, Math.ceil(document.documentElement.scrollHeight))));
    grow.observe(document.body);
    return () => grow.disconnect();
  }, []);

  return (
    <chakra.iframe ref={frame} title={title} w={width} maxW="full" h={`${height}px`} border="0" display="block" mx="auto" bg="bg">
      {target &&
        createPortal(
          <CacheProvider value={target.cache}>
            <ChakraProvider value={system}>{children}</ChakraProvider>
          </CacheProvider>,
          target.body,
        )}
    </chakra.iframe>
  );
}
