import { Box, Button, CloseButton, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantResult, readAssistantRequest } from '../../../engine/assistant/assistantProtocol';
import { assistantProviderOrigin, assistantProviderUrl } from '../../../engine/assistant/assistantProvider';
import { useApiClient } from '../../../widgets/shared/ApiClientContext';
import { usePortal } from '../../../widgets/shared/PortalContext';
import { useMessageText } from '../../../widgets/shared/useMessageText';
import { useSearchUrlState } from '../../../widgets/search/shared/useSearchPage';
import { useBoot } from '../../app/BootContext';
import { runAssistantRequest, type AssistantActionContext } from './assistantActions';

/** Spec: 400 px wide, above the page (z-index 499), only above 992 px. */
const WIDTH = 400;
const Z_INDEX = 499;
const WIDE = '(min-width: 993px)';

/** Whether the screen is wider than 992 px, following changes (a rotated tablet, a resized window). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** The sidebar on a wide screen only: on a narrower one the page keeps its whole width. */
export default function AssistantSidebarOnWideScreen() {
  return useWideScreen() ? <AssistantSidebar /> : null;
}

/**
 * The assistant's sidebar on the search page: a button opens it, a complementary region with the
 * provider's page in a frame, and the bridge. A message is taken only from the provider's origin and
 * from this frame's window; each is answered with a `portico-assistant-result` to that frame only.
 * While open, the page makes room for it (the body's inline-end padding), so nothing is covered.
 */
function AssistantSidebar() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { config } = useBoot();
  const { domain, language, user, settings } = usePortal();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const search = useSearchUrlState();
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState<((file: File | null) => void) | null>(null);
  const [askingPassword, setAskingPassword] = useState<{ email: string; resolve: (password: string | null) => void } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const wasOpen = useRef(false);

  const { allowedResumeFileTypes, searchConfig } = settings.search;
  const providerOrigin = assistantProviderOrigin(config) ?? window.location.origin;
  const src = useMemo(() => {
    const url = new URL(assistantProviderUrl(config), window.location.origin);
    url.searchParams.set('domain', domain);
    url.searchParams.set('hl', language);
    url.searchParams.set('strongMatch', String(searchConfig.strongMatchThreshold ?? 0.75));
    url.searchParams.set('fileTypes', allowedResumeFileTypes.join(','));
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
  }, [config, domain, language, searchConfig.strongMatchThreshold, allowedResumeFileTypes]);

  // Focus follows the sidebar: to its heading when it opens, back to the button when it closes.
  useEffect(() => {
    if (open) headingRef.current?.focus();
    else if (wasOpen.current) openButtonRef.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    const body = document.body.style;
    const before = body.paddingInlineEnd;
    body.paddingInlineEnd = `${WIDTH}px`;
    return () => {
      body.paddingInlineEnd = before;
    };
  }, [open]);

  useEffect(() => {
    if (picking) fileRef.current?.focus();
  }, [picking]);
  useEffect(() => {
    if (askingPassword) passwordRef.current?.focus();
  }, [askingPassword]);

  const pickResume = useCallback(() => new Promise<File | null>((resolve) => setPicking(() => resolve)), []);
  // Once the file or the password is given (or not), the focus goes back to the conversation, not to the page's start.
  const backToConversation = () => frameRef.current?.focus();
  const finishPicking = (file: File | null) => {
    picking?.(file);
    setPicking(null);
    backToConversation();
  };
  const askPassword = useCallback((email: string) => new Promise<string | null>((resolve) => setAskingPassword({ email, resolve })), []);
  const finishAskingPassword = (password: string | null) => {
    askingPassword?.resolve(password);
    setAskingPassword(null);
    backToConversation();
  };

  const context = useRef<AssistantActionContext | null>(null);
  context.current = {
    api,
    domain,
    queryClient,
    t,
    text,
    user,
    search: { state: search.state, navigate: (next) => search.navigate(next) },
    goTo: (path) => router.history.push(path),
    pickResume,
    askPassword,
    allowedResumeFileTypes,
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      // Only the configured provider, and only this frame: another window of the same origin is ignored too.
      if (!frame || event.source !== frame || event.origin !== providerOrigin) return;
      const read = readAssistantRequest(event.data);
      if (!read) return;
      const answer = (ok: boolean, message: string) => frame.postMessage(assistantResult(read.action ?? null, ok, message), providerOrigin);
      if (!read.request) return answer(false, t('assistant.result.invalid'));
      void runAssistantRequest(read.request, context.current!).then(({ ok, message }) => answer(ok, message));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [providerOrigin, t]);

  const accept = allowedResumeFileTypes.map((type) => `.${type}`).join(',');
  return (
    <>
      {!open && (
        <Button
          ref={openButtonRef}
          position="fixed"
          bottom="6"
          insetInlineEnd="6"
          zIndex={Z_INDEX}
          boxShadow="lg"
          aria-expanded={false}
          onClick={() => setOpen(true)}
          data-testid="assistant-open"
        >
          {t('assistant.sidebar.open')}
        </Button>
      )}
      <Box
        as="aside"
        role="complementary"
        aria-labelledby={headingId}
        hidden={!open}
        display={open ? 'flex' : 'none'}
        flexDirection="column"
        position="fixed"
        top="0"
        bottom="0"
        insetInlineEnd="0"
        width={`${WIDTH}px`}
        zIndex={Z_INDEX}
        bg="bg.panel"
        borderInlineStartWidth="1px"
        boxShadow="lg"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        data-testid="assistant-sidebar"
      >
        <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
          <Heading as="h2" size="md" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
            {t('assistant.sidebar.regionLabel')}
          </Heading>
          <CloseButton size="sm" aria-label={t('assistant.sidebar.close')} aria-expanded={true} onClick={() => setOpen(false)} />
        </HStack>
        {picking && (
          <Box px="4" py="3" borderBottomWidth="1px" display="flex" flexDirection="column" gap="2">
            <label htmlFor={`${headingId}-resume`}>
              <Text as="span" fontWeight="medium">
                {t('assistant.sidebar.chooseResume', { types: allowedResumeFileTypes.join(', ') })}
              </Text>
            </label>
            <input id={`${headingId}-resume`} ref={fileRef} type="file" accept={accept} onChange={(event) => finishPicking(event.target.files?.[0] ?? null)} />
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => finishPicking(null)}>
              {t('assistant.sidebar.cancelUpload')}
            </Button>
          </Box>
        )}
        {askingPassword && (
          <Box
            as="form"
            px="4"
            py="3"
            borderBottomWidth="1px"
            display="flex"
            flexDirection="column"
            gap="2"
            onSubmit={(event) => {
              event.preventDefault();
              const password = passwordRef.current?.value ?? '';
              if (password) finishAskingPassword(password);
            }}
          >
            <label htmlFor={`${headingId}-password`}>
              <Text as="span" fontWeight="medium">
                {t('assistant.sidebar.passwordForEmail', { email: askingPassword.email })}
              </Text>
            </label>
            <Input id={`${headingId}-password`} ref={passwordRef} type="password" autoComplete="current-password" required maxLength={200} />
            <HStack>
              <Button size="sm" type="submit">
                {t('assistant.sidebar.changeEmail')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => finishAskingPassword(null)}>
                {t('assistant.sidebar.cancelUpload')}
              </Button>
            </HStack>
          </Box>
        )}
        <iframe
          // A new session (log-in, log-out) gives the page a new CSRF token: the assistant starts again with it.
          key={user.userId ?? 'visitor'}
          ref={frameRef}
          title={t('assistant.sidebar.frameTitle')}
          src={src}
          style={{ flex: 1, width: '100%', border: 0 }}
        />
      </Box>
    </>
  );
}
