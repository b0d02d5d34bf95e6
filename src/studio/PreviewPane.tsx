import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { LabelledSelect } from './LabelledSelect';
import { isPreviewToStudioMessage, previewUrl, type PreviewDraftMessage, type PreviewPersona } from '../../engine/studio/previewProtocol';

export type PreviewPage = 'search' | 'job' | 'dashboard' | 'offers' | 'form';
type Viewport = 'phone' | 'tablet' | 'desktop';
const VIEWPORT_WIDTHS: Record<Viewport, number> = { phone: 375, tablet: 768, desktop: 1280 };

/** The choices' words: literal keys, so the key check sees every one. */
const pageNames = (t: TFunction): Record<PreviewPage, string> => ({
  search: t('studio.preview.pages.search'),
  job: t('studio.preview.pages.job'),
  dashboard: t('studio.preview.pages.dashboard'),
  offers: t('studio.preview.pages.offers'),
  form: t('studio.preview.pages.form'),
});
const viewportNames = (t: TFunction): Record<Viewport, string> => ({
  phone: t('studio.preview.viewports.phone'),
  tablet: t('studio.preview.viewports.tablet'),
  desktop: t('studio.preview.viewports.desktop'),
});
const personaNames = (t: TFunction): Record<PreviewPersona, string> => ({
  visitor: t('studio.preview.personas.visitor'),
  sample: t('studio.preview.personas.sample'),
});
const choices = <T extends string>(names: Record<T, string>) => (Object.entries(names) as [T, string][]).map(([value, label]) => ({ value, label }));
const FRAME_HEIGHT = 900;
/** How long typing must pause before the draft goes to the preview (the goal: repainted within 500 ms of the pause). */
const PREVIEW_SEND_PAUSE_MS = 150;

interface SearchAnswer {
  data: { positions: { id: number }[] };
}
interface FormsAnswer {
  data: { forms?: { id: string }[] };
}

/** The address of each page the preview can show, for one employer: a job and a form are the first the employer has. */
export function usePagePaths(domain: string): Record<PreviewPage, string> {
  const api = useApiClient();
  const { data: jobId } = useQuery({
    queryKey: ['studio', 'previewJob', domain],
    queryFn: async () => (await api.get<SearchAnswer>('/api/pcsx/search', { params: { domain } })).data.positions[0]?.id ?? null,
    staleTime: Infinity,
  });
  const { data: formId } = useQuery({
    queryKey: ['studio', 'previewForm', domain],
    queryFn: async () => (await api.get<FormsAnswer>('/api/pcsx/forms_list', { params: { domain } })).data.forms?.[0]?.id ?? null,
    staleTime: Infinity,
    retry: false,
  });
  return {
    search: '/careers',
    job: jobId ? `/careers/job/${jobId}` : '/careers',
    dashboard: '/careers/dashboard',
    offers: '/careers/offers',
    form: formId ? `/careers/forms?id=${encodeURIComponent(formId)}` : '/careers/forms/center',
  };
}

export interface PreviewPaneProps {
  domain: string;
  /** The draft as a config, or null while its text is not valid JSON (the preview keeps the last one). */
  config: Record<string, unknown> | null;
}

/**
 * The portal rendered from the draft, in a frame of this site (src/studio/preview): the page, the
 * viewport and the persona are chosen here. The draft goes to the frame as a message once typing
 * pauses; the frame checks it with the engine and repaints, or keeps the last valid one and says why.
 * The frame reads data as the persona and saves nothing, so visitors never see a draft.
 */
export function PreviewPane({ domain, config }: PreviewPaneProps) {
  const { t } = useTranslation();
  const paths = usePagePaths(domain);
  const [page, setPage] = useState<PreviewPage>('search');
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [persona, setPersona] = useState<PreviewPersona>('visitor');
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const sent = useRef(0);
  const [status, setStatus] = useState<{ kind: 'updating' | 'upToDate' } | { kind: 'stale'; count: number }>({ kind: 'updating' });
  const latestConfig = useRef(config);
  latestConfig.current = config;

  const send = () => {
    const target = frame.current?.contentWindow;
    if (!target || !latestConfig.current) return;
    sent.current += 1;
    setStatus({ kind: 'updating' });
    const message: PreviewDraftMessage = { type: 'portico-studio-preview', id: sent.current, config: latestConfig.current };
    target.postMessage(message, window.location.origin);
  };

  // The frame answers when it is ready (then it gets the draft) and after each repaint.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow || !isPreviewToStudioMessage(event.data)) return;
      const reply = event.data;
      if (reply.type === 'portico-studio-preview-ready') send();
      else if (reply.id === sent.current)
        setStatus(reply.type === 'portico-studio-preview-rendered' ? { kind: 'upToDate' } : { kind: 'stale', count: reply.errors.length });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // send reads refs only.
  }, []);

  useEffect(() => {
    const timer = setTimeout(send, PREVIEW_SEND_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [config]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = VIEWPORT_WIDTHS[viewport];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  const src = previewUrl(paths[page], domain, persona);
  const pages = pageNames(t);
  const viewports = viewportNames(t);
  const personas = personaNames(t);
  return (
    <Flex direction="column" gap="2" minW="0" data-testid="studio-preview">
      <HStack gap="3" wrap="wrap" align="end">
        <LabelledSelect size="sm" label={t('studio.preview.page')} value={page} onChange={setPage} options={choices(pages)} />
        <LabelledSelect size="sm" label={t('studio.preview.viewport')} value={viewport} onChange={setViewport} options={choices(viewports)} />
        <LabelledSelect size="sm" label={t('studio.preview.persona')} value={persona} onChange={setPersona} options={choices(personas)} />
      </HStack>
      <Text fontSize="sm" color="fg.muted" role="status" data-testid="studio-preview-status" data-state={status.kind}>
        {status.kind === 'stale'
          ? t('studio.preview.stale', { count: status.count })
          : status.kind === 'updating'
            ? t('studio.preview.updating')
            : t('studio.preview.upToDate')}{' '}
        {t('studio.preview.readOnly')}
      </Text>
      <Box ref={box} width="100%" height={`${FRAME_HEIGHT * scale}px`} overflow="hidden" borderWidth="1px" borderRadius="l2" bg="bg.muted">
        <iframe
          ref={frame}
          key={src}
          src={src}
          title={t('studio.preview.frameTitle', {
            page: pages[page],
            viewport: viewports[viewport],
            persona: personas[persona],
          })}
          style={{ width: `${width}px`, height: `${FRAME_HEIGHT}px`, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', background: 'white' }}
        />
      </Box>
    </Flex>
  );
}
