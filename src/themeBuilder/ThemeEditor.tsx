import { Alert, Box, Button, chakra, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../../schemas/generated/theme';
import { themeContrastPairs } from '../../engine/theme/themeContrast';
import { sectionsOfProduct, type ThemeProduct, type ThemeSectionName } from '../../engine/theme/themeSections';
import { resolveThemeTokens } from '../../engine/theme/themeTokens';
import { announce } from '../../widgets/shared/announce';
import { toaster } from '../../widgets/shared/toaster';
import { LabelledSelect } from '../studio/LabelledSelect';
import { statusOf, studioError } from '../studio/studioApi';
import { ContrastSummary } from './ContrastSummary';
import { downloadTheme, importThemeText } from './importThemeFile';
import { FontStackList } from './TextTokenControl';
import type { ThemeBuilderApi, ThemeProblem } from './themeBuilderApi';
import { startThemeEditor, themeEditorReducer } from './themeEditorState';
import { ThemePreview } from './ThemePreview';
import { ThemeSaveStatus } from './ThemeSaveStatus';
import { ThemeSection } from './ThemeSection';
import { sectionName, tokenInputId } from './tokenLabel';
import { useThemeDraft } from './useThemeDraft';

const PRODUCTS: readonly ThemeProduct[] = ['pcsx', 'default'];
const same = (a: Theme, b: Theme) => JSON.stringify(a) === JSON.stringify(b);

export interface ThemeEditorProps {
  api: ThemeBuilderApi;
  domain: string;
  published: { version: number; theme: Theme };
  draft: { baseVersion: number; theme: Theme } | null;
  /** The portal page the builder was opened from (its path and query), shown first in the preview. */
  startPage: string | null;
  /** Loads the server's theme document again (after a stale publish). */
  reload: () => Promise<{ version: number; theme: Theme } | null>;
  employerPicker: React.ReactNode;
}

/**
 * The theme builder: the sections of the theme's product on the side, the portal beside them with each
 * change written into it at once; the contrast of every pair the theme paints, checked on each change
 * (a failing pair blocks publishing); undo and redo (also Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z outside text
 * fields), export and import, the draft saved as it is edited, publish.
 */
export function ThemeEditor({ api, domain, published: initialPublished, draft: initialDraft, startPage, reload, employerPicker }: ThemeEditorProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(themeEditorReducer, initialDraft?.theme ?? initialPublished.theme, startThemeEditor);
  const theme = state.history.present;
  const [published, setPublished] = useState(initialPublished);
  const draft = useThemeDraft({ theme, baseVersion: initialDraft?.baseVersion ?? initialPublished.version, save: api.saveDraft });
  const { changed } = draft;
  useEffect(() => changed(theme), [theme, changed]);

  const resolved = useMemo(() => resolveThemeTokens(theme), [theme]);
  const pairs = useMemo(() => themeContrastPairs(theme), [theme]);
  const failing = pairs.filter((pair) => !pair.passes).length;
  const product: ThemeProduct = theme.product ?? 'pcsx';
  const sections = useMemo(() => sectionsOfProduct(product), [product]);

  const [open, setOpen] = useState<ReadonlySet<ThemeSectionName>>(() => new Set());
  const toggle = useCallback(
    (section: ThemeSectionName) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(section)) next.add(section);
        return next;
      }),
    [],
  );
  const focusNext = useRef<string | null>(null);
  const reveal = (address: string) => {
    const section = address.split('.')[0] as ThemeSectionName;
    setOpen((current) => new Set([...current, section]));
    focusNext.current = tokenInputId(address);
  };
  useEffect(() => {
    if (!focusNext.current) return;
    const input = document.getElementById(focusNext.current);
    focusNext.current = null;
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  });

  const onChange = useCallback((address: string, value: string | undefined, coalesce?: boolean) => dispatch({ type: 'set', address, value, coalesce }), []);
  const resetSection = useCallback(
    (section: ThemeSectionName) => {
      dispatch({ type: 'resetSection', section });
      announce(t('themeBuilder.announce.sectionReset', { section: sectionName(t, section) }));
    },
    [t],
  );
  const undo = (redo: boolean) => {
    dispatch({ type: redo ? 'redo' : 'undo' });
    announce(t(redo ? 'themeBuilder.announce.redone' : 'themeBuilder.announce.undone'));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
    // Text fields keep the browser's own undo of what is typed in them.
    if (
      target.closest('textarea, [contenteditable="true"]') ||
      (target instanceof HTMLInputElement && ['text', 'url', 'number', 'search', ''].includes(target.type))
    )
      return;
    event.preventDefault();
    undo(event.shiftKey);
  };

  // Import: the file is parsed and checked against the theme's schema; a valid one replaces the draft (one undo step).
  const fileInput = useRef<HTMLInputElement>(null);
  const [importProblem, setImportProblem] = useState<{ title: string; errors: ThemeProblem[] } | null>(null);
  const importFile = async (file: File) => {
    const result = await importThemeText(await file.text());
    if (result.ok) {
      setImportProblem(null);
      dispatch({ type: 'replace', theme: result.theme });
      announce(t('themeBuilder.imported', { name: file.name }));
    } else
      setImportProblem({
        title: result.notJson !== undefined ? t('themeBuilder.importNotJson', { reason: result.notJson }) : t('themeBuilder.importErrors'),
        errors: result.errors,
      });
  };

  const [publishing, setPublishing] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const unpublished = !same(theme, published.theme);
  const blocked =
    failing > 0
      ? t('themeBuilder.publish.blockedContrast', { count: failing })
      : draft.problems.length > 0
        ? t('themeBuilder.publish.blockedErrors')
        : !unpublished
          ? t('themeBuilder.publish.nothingToPublish')
          : null;
  const publish = async () => {
    setPublishing(true);
    setStale(null);
    try {
      if (!(await draft.flush())) {
        toaster.create({ type: 'error', title: t('themeBuilder.publish.notSaved') });
        return;
      }
      const { version } = await api.publish(draft.baseVersion());
      draft.settled(theme, version);
      setPublished({ version, theme });
      const done = t('themeBuilder.publish.done', { version });
      toaster.create({ type: 'success', title: done });
      announce(done);
    } catch (failure) {
      const body = studioError(failure, t) as (ReturnType<typeof studioError> & { errors?: ThemeProblem[] }) | null;
      if (statusOf(failure) === 409) setStale(body?.message ?? t('themeBuilder.publish.failed'));
      else if (statusOf(failure) === 422 && body?.errors) {
        draft.setProblems(body.errors);
        toaster.create({ type: 'error', title: body.message });
      } else toaster.create({ type: 'error', title: body?.message ?? t('themeBuilder.publish.failed') });
    } finally {
      setPublishing(false);
    }
  };
  const loadPublished = async () => {
    const latest = await reload();
    if (!latest) return;
    dispatch({ type: 'load', theme: latest.theme });
    draft.settled(latest.theme, latest.version);
    setPublished(latest);
    setStale(null);
    announce(t('themeBuilder.publish.reloaded', { version: latest.version }));
  };

  const blockedId = useId();
  return (
    <Stack gap="3" onKeyDown={onKeyDown} data-testid="theme-editor">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h1" size="xl">
            {t('themeBuilder.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('themeBuilder.publishedVersion', { version: published.version })}
            {unpublished ? ` · ${t('themeBuilder.unpublishedChanges')}` : ''}
          </Text>
        </Stack>
        {employerPicker}
      </HStack>
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('themeBuilder.toolbar')}>
        <Button size="sm" variant="outline" onClick={() => undo(false)} disabled={state.history.past.length === 0}>
          {t('themeBuilder.undo')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => undo(true)} disabled={state.history.future.length === 0}>
          {t('themeBuilder.redo')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => downloadTheme(theme, domain)}>
          {t('themeBuilder.export')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
          {t('themeBuilder.import')}
        </Button>
        <chakra.input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('themeBuilder.importFile')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            dispatch({ type: 'resetAll' });
            announce(t('themeBuilder.announce.themeReset'));
          }}
        >
          {t('themeBuilder.resetAll')}
        </Button>
        <ThemeSaveStatus state={draft.saveState} onRetry={() => void draft.flush()} />
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => void publish()}
          loading={publishing}
          disabled={blocked !== null}
          aria-describedby={blocked ? blockedId : undefined}
        >
          {t('themeBuilder.publish.button')}
        </Button>
        {blocked && (
          <Text id={blockedId} fontSize="sm" color={failing > 0 || draft.problems.length > 0 ? 'fg.error' : 'fg.muted'} data-testid="publish-blocked">
            {blocked}
          </Text>
        )}
      </HStack>
      {stale && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{stale}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={() => void loadPublished()}>
            {t('themeBuilder.publish.reload')}
          </Button>
        </Alert.Root>
      )}
      {importProblem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{importProblem.title}</Alert.Title>
            {importProblem.errors.length > 0 && (
              <Alert.Description>
                <Stack as="ul" gap="1" ps="4" fontSize="sm">
                  {importProblem.errors.map((error) => (
                    <li key={`${error.pointer}:${error.message}`}>
                      <code>{error.pointer || '/'}</code> {error.message}
                    </li>
                  ))}
                </Stack>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {draft.problems.length > 0 && (
        <Box as="details" borderWidth="1px" borderRadius="l2" p="2" borderColor="border.error" data-testid="theme-problems">
          <Box as="summary" cursor="pointer" fontSize="sm" color="fg.error">
            {t('themeBuilder.schemaErrors', { count: draft.problems.length })}
          </Box>
          <Stack as="ul" gap="1" mt="2" ps="4" fontSize="sm">
            {draft.problems.map((problem) => (
              <li key={`${problem.pointer}:${problem.message}`}>
                <code>{problem.pointer || '/'}</code> {problem.message}
              </li>
            ))}
          </Stack>
        </Box>
      )}
      <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align={{ base: 'stretch', lg: 'start' }}>
        <Stack
          as="aside"
          aria-label={t('themeBuilder.panel')}
          w={{ base: 'full', lg: '380px' }}
          flexShrink={0}
          maxH={{ lg: 'calc(100vh - 12rem)' }}
          overflowY={{ lg: 'auto' }}
          gap="3"
          borderWidth="1px"
          borderRadius="l2"
          p="3"
          data-testid="theme-panel"
        >
          <ContrastSummary pairs={pairs} reveal={reveal} />
          <LabelledSelect
            size="sm"
            label={t('themeBuilder.product')}
            value={product}
            onChange={(next) => dispatch({ type: 'product', product: next })}
            options={PRODUCTS.map((value) => ({ value, label: t(value === 'pcsx' ? 'themeBuilder.products.pcsx' : 'themeBuilder.products.default') }))}
          />
          <FontStackList />
          <Box borderTopWidth="1px">
            {sections.map((section) => (
              <ThemeSection
                key={section.name}
                section={section}
                theme={theme}
                resolved={resolved}
                pairs={pairs}
                open={open.has(section.name)}
                onToggle={toggle}
                onChange={onChange}
                onResetSection={resetSection}
                api={api}
              />
            ))}
          </Box>
        </Stack>
        <ThemePreview domain={domain} theme={theme} startPage={startPage} />
      </Flex>
    </Stack>
  );
}
