import { Box, type BoxProps } from '@chakra-ui/react';
import { Suspense, use, useMemo } from 'react';
import { loadChunkOnce } from '../../engine/errors/ChunkLoadError';
import { LeaveOutOnError } from './LeaveOutOnError';
import { whenIdle } from './whenIdle';

type Sanitize = (html: string) => string;

/** Once loaded, a settled thenable: React's use() reads it in the same render instead of suspending once more. */
let loaded: PromiseLike<Sanitize> | undefined;

/**
 * The sanitizer (DOMPurify, about 9 KB gzip) loads when the browser is idle, not with the first
 * page: a server-rendered page arrives with its HTML sanitized by the server, and React leaves that
 * markup as it is until the sanitizer is here (the HTML has no controls to hydrate); HTML the browser
 * renders itself shows a moment later.
 */
export const loadSanitizer: () => Promise<Sanitize> = loadChunkOnce(
  () =>
    whenIdle()
      .then(() => import('./sanitizeHtml'))
      .then(({ sanitizeHtml }) => {
        loaded = { status: 'fulfilled', value: sanitizeHtml, then: (resolve) => resolve?.(sanitizeHtml) } as PromiseLike<Sanitize>;
        return sanitizeHtml;
      }),
  'sanitizeHtml',
);

/** The server renderer's sanitizer (src/ssr/threadSanitizer.ts): the sanitized HTML as a thenable use() reads. */
let serverSanitize: ((html: string) => PromiseLike<string>) | undefined;

/** Set once by the server renderer: its pages sanitize in a thread of their own, asynchronously. */
export function setServerSanitizer(sanitize: (html: string) => PromiseLike<string>): void {
  serverSanitize = sanitize;
}

function SanitizedHtml({ html, ...boxProps }: SafeHtmlProps) {
  const sanitizeNow = use(loaded ?? loadSanitizer());
  const clean = useMemo(() => sanitizeNow(html), [sanitizeNow, html]);
  return <CleanHtml html={clean} {...boxProps} />;
}

function ServerSanitizedHtml({ html, sanitize, ...boxProps }: SafeHtmlProps & { sanitize: (html: string) => PromiseLike<string> }) {
  return <CleanHtml html={use(sanitize(html))} {...boxProps} />;
}

function CleanHtml({ html, ...boxProps }: SafeHtmlProps) {
  // dir="auto": employer text in another script than the page's (English on an Arabic page) keeps its own direction.
  return <Box dir="auto" {...boxProps} dangerouslySetInnerHTML={{ __html: html }} />;
}

export type SafeHtmlProps = { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'>;

/** Employer-authored HTML, sanitized (widgets/shared/sanitizeHtml.ts): a <script> or onerror in it never runs. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <LeaveOutOnError name="sanitized HTML">
      <Suspense fallback={null}>{serverSanitize ? <ServerSanitizedHtml {...props} sanitize={serverSanitize} /> : <SanitizedHtml {...props} />}</Suspense>
    </LeaveOutOnError>
  );
}
