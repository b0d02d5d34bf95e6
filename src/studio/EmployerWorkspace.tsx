import { Box, Button, Dialog, Field, Grid, HStack, Portal, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigProblem, StudioConfigResponse } from '../../schemas/generated/api/studio';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { ConfirmDialog } from '../../widgets/shared/ConfirmDialog';
import { announce } from '../../widgets/shared/announce';
import { toaster } from '../../widgets/shared/toaster';
import { ApiKeysPanel } from './ApiKeysPanel';
import { AuditPanel } from './AuditPanel';
import { DiffView } from './DiffView';
import { employerConfigEditorSchema } from './editorSchema';
import { HistoryPanel } from './HistoryPanel';
import { JsonEditor, type JsonEditorHandle, type JsonEditorProps } from './JsonEditor';
import { PreviewPane } from './PreviewPane';
import { failureReason, studioApi, studioError } from './studioApi';
import { formatConfig, parseConfig, useStudioDraft, type SaveState } from './useStudioDraft';

function useSaveStateText(state: SaveState): string {
  const { t, i18n } = useTranslation();
  switch (state.kind) {
    case 'saved':
      return t('studio.save.saved', { time: state.at.toLocaleTimeString(i18n.language, { timeStyle: 'short' }) });
    case 'failed':
      return t('studio.save.failed', { reason: state.reason });
    case 'published':
      return t('studio.save.published');
    case 'pending':
      return t('studio.save.pending');
    case 'saving':
      return t('studio.save.saving');
    case 'syntax':
      return t('studio.save.syntax');
  }
}

/** The problems that block publishing, each a button that puts the cursor where it is. */
function ProblemList({ problems, onGoTo }: { problems: readonly ConfigProblem[]; onGoTo: (pointer: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="studio-problems" borderWidth="1px" borderRadius="l2" p="3" data-testid="studio-problems">
      <Text id="studio-problems" fontWeight="semibold" mb="1">
        {problems.length === 0 ? t('studio.problems.none') : t('studio.problems.count', { count: problems.length })}
      </Text>
      {problems.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" maxH="40" overflowY="auto">
          {problems.map((problem, index) => (
            <li key={`${problem.pointer}-${index}`}>
              <Button
                variant="plain"
                size="sm"
                height="auto"
                whiteSpace="normal"
                textAlign="start"
                justifyContent="start"
                p="0"
                color="fg.error"
                aria-label={`${t('studio.problems.goTo', { pointer: problem.pointer || t('studio.problems.root') })}: ${problem.message}`}
                onClick={() => onGoTo(problem.pointer)}
              >
                <Text as="span" fontFamily="mono" me="2">
                  {problem.pointer || '/'}
                </Text>
                {problem.message}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  onPublish: (message: string) => void;
}

function PublishDialog({ open, onClose, title, busy, onPublish }: PublishDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const submit = () => message.trim() && onPublish(message.trim());
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} initialFocusEl={() => input.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="studio-publish-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required>
                <Field.Label>{t('studio.publish.message')}</Field.Label>
                <Textarea
                  ref={input}
                  value={message}
                  maxLength={1000}
                  onChange={(event) => setMessage(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
                  }}
                />
                <Field.HelperText>{t('studio.publish.messageHelp')}</Field.HelperText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('studio.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={busy} disabled={!message.trim()} onClick={submit}>
                {t('studio.publish.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * One employer in the studio: the JSON editor (completion, hover, the engine's problems inline) beside
 * the live preview; the changes against the published version; publish with a message; the history
 * with rollback; the audit log. The draft saves itself (useStudioDraft).
 */
export function EmployerWorkspace({ domain, editorId, loaded }: { domain: string; editorId: string; loaded: StudioConfigResponse }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const calls = useMemo(() => studioApi(api), [api]);
  const draft = useStudioDraft(api, domain, editorId, loaded);
  const editor = useRef<JsonEditorHandle>(null);
  const schema = useMemo(() => employerConfigEditorSchema() as JsonEditorProps['schema'], []);
  const helpId = useId();
  const [tab, setTab] = useState('edit');
  const [publishing, setPublishing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<{ version: number; author: string } | null>(null);
  const [discarding, setDiscarding] = useState(false);
  // A theme published (by the theme builder or another editor) after this draft began: offered once, until taken.
  const [themeMoved, setThemeMoved] = useState(loaded.draft?.themeMovedSince ?? null);
  const parsed = useMemo(() => parseConfig(draft.text), [draft.text]);
  const saveText = useSaveStateText(draft.saveState);
  const unchanged = draft.text === draft.publishedText && draft.baseVersion === draft.publishedVersion;

  useEffect(() => {
    if (draft.restored) toaster.create({ type: 'info', title: t('studio.save.restored') });
  }, [draft.restored, t]);

  const publish = async (message: string) => {
    setBusy(true);
    try {
      if (!(await draft.flush())) return;
      const { version } = await calls.publish(domain, { baseVersion: draft.baseVersion, message });
      draft.published(version, draft.text);
      setPublishing(false);
      setStale(null);
      const done = t('studio.publish.done', { version });
      toaster.create({ type: 'success', title: done });
      announce(done);
    } catch (error) {
      const body = studioError(error, t);
      setPublishing(false);
      if (body?.error_code === 'stale_base' && body.publishedVersion !== undefined) {
        setStale({ version: body.publishedVersion, author: body.publishedBy ?? '' });
      } else {
        toaster.create({
          type: 'error',
          title: body?.error_code === 'invalid_config' ? t('studio.publish.invalid') : (body?.message ?? String(error)),
          closable: true,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const rebase = async () => {
    if (!stale) return;
    const { published } = await calls.config(domain);
    draft.rebased(published.version, formatConfig(published.config));
    setStale(null);
  };

  /** Puts the published theme into the draft, the rest of it kept, and the cursor on it. */
  const takePublishedTheme = async () => {
    let published: StudioConfigResponse['published'];
    try {
      ({ published } = await calls.config(domain));
    } catch (error) {
      toaster.create({ type: 'error', title: failureReason(error, t), closable: true });
      return;
    }
    const current = parseConfig(draft.text);
    if (!current) return;
    const { theme: _old, ...rest } = current;
    const next = published.config.theme === undefined ? rest : { ...current, theme: published.config.theme };
    editor.current?.replaceText(formatConfig(next));
    setThemeMoved(null);
    editor.current?.goTo('/theme');
    announce(t('studio.themeMoved.used', { version: published.version }));
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text fontSize="sm" role="status" data-testid="studio-save-state" data-state={draft.saveState.kind}>
          {t('studio.publishedVersion', { version: draft.publishedVersion })} · {saveText}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={unchanged} onClick={() => setDiscarding(true)}>
            {t('studio.discard.button')}
          </Button>
          <Button size="sm" colorPalette="brand" disabled={unchanged || draft.problems.length > 0 || parsed === null} onClick={() => setPublishing(true)}>
            {t('studio.publish.button')}
          </Button>
        </HStack>
      </HStack>
      {stale && (
        <Box role="alert" borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="l2" p="3" data-testid="studio-stale">
          <Text mb="2">{t('studio.publish.stale', { version: stale.version, author: stale.author })}</Text>
          <Button size="sm" variant="outline" onClick={() => void rebase()}>
            {t('studio.publish.rebase', { version: stale.version })}
          </Button>
        </Box>
      )}
      {themeMoved && (
        <Box role="status" borderWidth="1px" borderColor="border.info" bg="bg.info" borderRadius="l2" p="3" data-testid="studio-theme-moved">
          <Text mb="2">{t('studio.themeMoved.notice', { version: themeMoved.version, author: themeMoved.author })}</Text>
          <Button size="sm" variant="outline" disabled={parsed === null} onClick={() => void takePublishedTheme()}>
            {t('studio.themeMoved.use')}
          </Button>
        </Box>
      )}
      <Tabs.Root value={tab} onValueChange={({ value }) => setTab(value)} lazyMount unmountOnExit={false} variant="line">
        <Tabs.List aria-label={t('studio.tabs.label')}>
          <Tabs.Trigger value="edit">{t('studio.tabs.edit')}</Tabs.Trigger>
          <Tabs.Trigger value="changes">{t('studio.tabs.changes')}</Tabs.Trigger>
          <Tabs.Trigger value="history">{t('studio.tabs.history')}</Tabs.Trigger>
          <Tabs.Trigger value="audit">{t('studio.tabs.audit')}</Tabs.Trigger>
          <Tabs.Trigger value="apiKeys">{t('studio.tabs.apiKeys')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="edit">
          <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="4">
            <Stack gap="2" minW="0">
              <Text id={helpId} fontSize="sm" color="fg.muted">
                {t('studio.editorHelp')}
              </Text>
              <JsonEditor
                handle={editor}
                text={draft.initialText}
                onChange={draft.setText}
                schema={schema}
                problems={draft.problems}
                label={t('studio.editorLabel', { domain })}
                describedBy={helpId}
              />
              <ProblemList problems={draft.problems} onGoTo={(pointer) => editor.current?.goTo(pointer)} />
            </Stack>
            <PreviewPane domain={domain} config={parsed} />
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="changes">
          {tab === 'changes' &&
            (parsed === null ? (
              <Text>{t('studio.diff.invalidJson')}</Text>
            ) : draft.text === draft.publishedText ? (
              <Text>{t('studio.diff.none')}</Text>
            ) : (
              <Stack gap="2">
                <Text fontWeight="semibold">{t('studio.diff.label', { version: draft.publishedVersion })}</Text>
                <DiffView
                  before={draft.publishedText}
                  after={draft.text}
                  beforeLabel={t('studio.publishedVersion', { version: draft.publishedVersion })}
                  afterLabel={t('studio.tabs.edit')}
                />
              </Stack>
            ))}
        </Tabs.Content>
        <Tabs.Content value="history">
          {tab === 'history' && (
            <HistoryPanel
              calls={calls}
              domain={domain}
              publishedVersion={draft.publishedVersion}
              publishedText={draft.publishedText}
              onRolledBack={(version, text) => {
                // A draft the editor had not changed follows the rollback; changes typed since stay, on top of the new version.
                if (draft.text === draft.publishedText) {
                  draft.published(version, text);
                  editor.current?.replaceText(text);
                } else draft.rebased(version, text);
              }}
            />
          )}
        </Tabs.Content>
        <Tabs.Content value="audit">{tab === 'audit' && <AuditPanel calls={calls} domain={domain} publishedVersion={draft.publishedVersion} />}</Tabs.Content>
        <Tabs.Content value="apiKeys">{tab === 'apiKeys' && <ApiKeysPanel calls={calls} domain={domain} />}</Tabs.Content>
      </Tabs.Root>
      <PublishDialog
        open={publishing}
        onClose={() => setPublishing(false)}
        title={t('studio.publish.title', { version: draft.publishedVersion + 1, domain })}
        busy={busy}
        onPublish={(message) => void publish(message)}
      />
      <ConfirmDialog
        open={discarding}
        onOpenChange={({ open }) => !open && setDiscarding(false)}
        title={t('studio.discard.title')}
        cancelLabel={t('studio.cancel')}
        confirmLabel={t('studio.discard.confirm')}
        confirmPalette="red"
        onConfirm={() => {
          setDiscarding(false);
          editor.current?.replaceText(draft.publishedText);
          draft.setBaseVersion(draft.publishedVersion);
        }}
      >
        <Text>{t('studio.discard.body', { version: draft.publishedVersion })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
