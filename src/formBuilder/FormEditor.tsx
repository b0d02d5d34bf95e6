import { Alert, Box, Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  memo,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldType, FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { ConfigProblem } from '../../schemas/generated/api/studio';
import {
  builderReducer,
  followFieldMove,
  followSectionMove,
  startBuilder,
  type BuilderSelection,
  type EditOptions,
} from '../../engine/forms/builder/builderState';
import {
  addSection,
  changeSection,
  duplicateField,
  fieldAt,
  insertField,
  moveField,
  moveSection,
  nameFromLabel,
  namesInForm,
  newField,
  placeOfPointer,
  removeField,
  removeSection,
  renameReferences,
  updateField,
  type FieldPlace,
} from '../../engine/forms/builder/formEdits';
import { mapTexts, shownText } from '../../engine/forms/builder/formTexts';
import type { LocalizedText } from '../../schemas/generated/employer-config';
import { announce } from '../../widgets/shared/announce';
import { toaster } from '../../widgets/shared/toaster';
import { usePageTitle } from '../../widgets/shared/usePageTitle';
import { statusOf, studioError } from '../studio/studioApi';
import { AssignDialog } from './AssignDialog';
import { BuilderCanvas, createCanvasStore, type CanvasActions } from './BuilderCanvas';
import { BuilderPreview } from './BuilderPreview';
import { afterNextPaint } from './afterNextPaint';
import { FieldProperties, type FieldEdits } from './FieldProperties';
import type { formBuilderApi } from './formBuilderApi';
import { FormSettings, SectionSettings } from './FormSettings';
import { Palette } from './Palette';
import { useBuilderTexts, useShownText } from './builderTexts';
import { draftBackupKey, startingDraft, useFormDraft, type DraftSaveState, type LoadedDraft } from './useFormDraft';

type Api = ReturnType<typeof formBuilderApi>;

const NO_PROBLEMS: readonly string[] = [];

/** Where a new question goes: after the selected one, at the end of the selected section, else at the end of the last section. */
function insertionPlace(definition: FormDefinition, selection: BuilderSelection): FieldPlace {
  if (selection.kind === 'field') return { section: selection.place.section, item: selection.place.item + 1 };
  const section = selection.kind === 'section' ? selection.section : definition.sections.length - 1;
  return { section, item: definition.sections[section]?.items.length ?? 0 };
}

function SaveStatus({ state }: { state: DraftSaveState }) {
  const { t } = useTranslation();
  const text = state.kind === 'failed' ? t('formBuilder.save.failed', { reason: state.reason }) : t(`formBuilder.save.${state.kind}`);
  return (
    <Text fontSize="sm" color={state.kind === 'failed' ? 'fg.error' : 'fg.muted'} data-testid="builder-save-state" data-state={state.kind}>
      {text}
    </Text>
  );
}

/**
 * One form in the builder: the palette and the sections on the left, the selected thing's properties
 * or the live preview on the right; undo and redo (also Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y outside text
 * inputs); the draft saved as it is edited (useFormDraft); publish, and assign a published version.
 */
export function FormEditor({
  api,
  domain,
  formId,
  editorId,
  loaded,
  initialPublishedVersion,
  hadDraft,
}: {
  api: Api;
  domain: string;
  formId: string;
  editorId: string;
  loaded: LoadedDraft;
  initialPublishedVersion: number | null;
  hadDraft: boolean;
}) {
  const { t } = useTranslation();
  const shown = useShownText();
  const queryClient = useQueryClient();
  const key = draftBackupKey(editorId, domain, formId);
  const [start] = useState(() => startingDraft(key, loaded));
  const [state, dispatch] = useReducer(builderReducer, start.definition, startBuilder);
  const definition = state.history.present;
  const draft = useFormDraft({ key, start, save: (body) => api.saveDraft(formId, body) });
  const [publishedVersion, setPublishedVersion] = useState(initialPublishedVersion);
  const [unpublished, setUnpublished] = useState(hadDraft || start.restored || initialPublishedVersion === null);
  const [publishing, setPublishing] = useState(false);
  const [stale, setStale] = useState<{ message: string; version: number } | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [panel, setPanel] = useState<'properties' | 'preview'>('properties');
  const focusLabel = useRef(false);
  usePageTitle(t('formBuilder.editTitle', { title: shown(definition.title) }));

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    draft.changed(definition);
    setUnpublished(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draft.changed is stable; only a new definition is an edit
  }, [definition]);

  const edit = useCallback(
    (change: (current: FormDefinition) => FormDefinition, options: EditOptions = {}) => dispatch({ type: 'edit', change, ...options }),
    [],
  );

  const actions: CanvasActions = useMemo(
    () => ({
      select: (selection) => {
        // What the author chose takes over from a question just added (whose label would take the focus).
        focusLabel.current = false;
        dispatch({ type: 'select', selection });
        setPanel('properties');
      },
      // Dropped, the question or section is selected; moved by keys, it stays where the selection was.
      moveField: (from, to, keyboardMove) =>
        edit((current) => moveField(current, from, to), {
          mergeKey: keyboardMove,
          select: keyboardMove === undefined ? { kind: 'field', place: to } : followFieldMove(from, to),
        }),
      moveSection: (from, to, keyboardMove) =>
        edit((current) => moveSection(current, from, to), {
          mergeKey: keyboardMove,
          select: keyboardMove === undefined ? { kind: 'section', section: to } : followSectionMove(from, to),
        }),
      addField: (type, at) => {
        const label = t('formBuilder.newQuestion', { type: t(`formBuilder.types.${type}`) });
        focusLabel.current = true;
        edit((current) => insertField(current, at, newField(type, label, nameFromLabel(label, namesInForm(current)))), {
          select: { kind: 'field', place: at },
        });
        setPanel('properties');
        announce(t('formBuilder.announce.added', { label }));
      },
      addSection: (count: number) =>
        edit((current) => addSection(current, t('formBuilder.newSection', { number: current.sections.length + 1 })), {
          select: { kind: 'section', section: count },
        }),
      duplicateField: (place) =>
        edit(
          (current) => {
            // A label by language is copied in each of its languages.
            const label = mapTexts(fieldAt(current, place)?.label ?? '', (text) => t('formBuilder.copyLabel', { label: text }));
            return duplicateField(current, place, label, shown(label));
          },
          { select: { kind: 'field', place: place.child === undefined ? { ...place, item: place.item + 1 } : { ...place, child: place.child + 1 } } },
        ),
      removeField: (place) => {
        edit((current) => removeField(current, place), { select: { kind: 'form' } });
        announce(t('formBuilder.announce.removed'));
      },
    }),
    [edit, t, shown],
  );
  // The palette's one callback, the same across edits (the palette does not render again for each).
  const latest = useRef({ definition, selection: state.selection });
  useLayoutEffect(() => {
    latest.current = { definition, selection: state.selection };
  }, [definition, state.selection]);
  const addAtSelection = useCallback(
    (type: FieldType) => {
      const { definition: current, selection } = latest.current;
      actions.addField(type, insertionPlace(current, selection));
    },
    [actions],
  );

  // The draft's problems by where they are: each question's count (its row's badge), each section's own messages (its card).
  const problemsByPlace = useMemo(() => {
    const counts = new Map<string, number>();
    const sections = new Map<number, string[]>();
    for (const problem of draft.problems) {
      const place = placeOfPointer(problem.pointer);
      if (place) counts.set(`${place.section}:${place.item}`, (counts.get(`${place.section}:${place.item}`) ?? 0) + 1);
      const own = /^\/sections\/(\d+)(?:\/(?:items|title|id|visibleFn)(?:\/[a-zA-Z]|$)|$)/.exec(problem.pointer);
      if (own) sections.set(Number(own[1]), [...(sections.get(Number(own[1])) ?? []), problem.message]);
    }
    return { counts, sections };
  }, [draft.problems]);
  const problemsAt = useCallback((place: FieldPlace) => problemsByPlace.counts.get(`${place.section}:${place.item}`) ?? 0, [problemsByPlace]);
  const sectionProblems = useCallback((section: number): readonly string[] => problemsByPlace.sections.get(section) ?? NO_PROBLEMS, [problemsByPlace]);

  const selection = state.selection;

  // The canvas reads what it shows from a store (BuilderCanvas.tsx), filled after each render here.
  const [canvas] = useState(() => createCanvasStore({ definition, selection, problemsAt, sectionProblems }));
  useLayoutEffect(() => canvas.set({ definition, selection, problemsAt, sectionProblems }), [canvas, definition, selection, problemsAt, sectionProblems]);
  const palette = useMemo(() => <Palette onAdd={addAtSelection} />, [addAtSelection]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (!(event.ctrlKey || event.metaKey) || target.closest('input, textarea, [contenteditable="true"]')) return;
    const keyName = event.key.toLowerCase();
    if (keyName === 'z' || keyName === 'y') {
      event.preventDefault();
      const redo = keyName === 'y' || event.shiftKey;
      dispatch({ type: redo ? 'redo' : 'undo' });
      announce(t(redo ? 'formBuilder.announce.redone' : 'formBuilder.announce.undone'));
    }
  };

  const publish = async () => {
    setPublishing(true);
    setStale(null);
    try {
      if (!(await draft.flush())) {
        toaster.create({ type: 'error', title: t('formBuilder.publish.notSaved') });
        return;
      }
      const { version } = await api.publish(formId, draft.baseVersion());
      draft.published(version);
      setPublishedVersion(version);
      setUnpublished(false);
      toaster.create({ type: 'success', title: t('formBuilder.publish.done', { version }) });
      void queryClient.invalidateQueries({ queryKey: ['formBuilder', domain, 'forms'] });
    } catch (failure) {
      const body = studioError(failure, t) as (ReturnType<typeof studioError> & { publishedVersion?: number; errors?: ConfigProblem[] }) | null;
      if (statusOf(failure) === 409 && body?.publishedVersion !== undefined) setStale({ message: body.message, version: body.publishedVersion });
      else if (statusOf(failure) === 422 && body?.errors) {
        draft.setProblems(body.errors);
        toaster.create({ type: 'error', title: t('formBuilder.publish.invalid', { count: body.errors.length }) });
      } else toaster.create({ type: 'error', title: body?.message ?? t('formBuilder.publish.failed') });
    } finally {
      setPublishing(false);
    }
  };

  // The header's handlers stay the same functions: it renders again only when what it shows changes, not at every edit.
  const latestPublish = useRef(publish);
  useLayoutEffect(() => {
    latestPublish.current = publish;
  });
  const headerActions = useMemo(
    () => ({
      selectForm: () => actions.select({ kind: 'form' }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      publish: () => void latestPublish.current(),
      assign: () => setAssigning(true),
    }),
    [actions],
  );

  const problemList = draft.problems;
  return (
    <Stack gap="4" onKeyDown={onKeyDown} data-testid="form-editor">
      <EditorHeader
        title={shown(definition.title) || formId}
        publishedVersion={publishedVersion}
        unpublished={unpublished}
        formSelected={selection.kind === 'form'}
        canUndo={state.history.past.length > 0}
        canRedo={state.history.future.length > 0}
        saveState={draft.saveState}
        publishing={publishing}
        actions={headerActions}
      />
      {start.restored && <Text fontSize="sm">{t('formBuilder.restored')}</Text>}
      {stale && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{stale.message}</Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            onClick={() => {
              draft.rebase(stale.version);
              setPublishedVersion(stale.version);
              setStale(null);
            }}
          >
            {t('formBuilder.publish.rebase', { version: stale.version })}
          </Button>
        </Alert.Root>
      )}
      {problemList.length > 0 && (
        <Box as="details" borderWidth="1px" borderRadius="md" p="2" borderColor="border.error" data-testid="builder-problems">
          <Box as="summary" cursor="pointer" fontSize="sm" color="fg.error">
            {t('formBuilder.problems', { count: problemList.length })}
          </Box>
          <Stack as="ul" gap="1" mt="2" ps="4" fontSize="sm">
            {problemList.map((problem) => {
              const place = placeOfPointer(problem.pointer);
              const field = place && fieldAt(definition, place);
              return (
                <li key={`${problem.pointer}:${problem.message}`}>
                  {place && field ? (
                    <Button size="xs" variant="plain" textDecoration="underline" onClick={() => actions.select({ kind: 'field', place })}>
                      {shown(field.label) || field.name}
                    </Button>
                  ) : (
                    <code>{problem.pointer || '/'}</code>
                  )}{' '}
                  {problem.message}
                </li>
              );
            })}
          </Stack>
        </Box>
      )}
      <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(22rem, 30rem)' }} gap="4" alignItems="start">
        <BuilderCanvas store={canvas} actions={actions} palette={palette} />
        <SidePanel
          definition={definition}
          selection={selection}
          problems={problemList}
          panel={panel}
          setPanel={setPanel}
          edit={edit}
          actions={actions}
          questionKey={canvas.questionKey}
          focusLabel={focusLabel}
        />
      </Box>
      {assigning && publishedVersion !== null && (
        <AssignDialog
          title={shown(definition.title)}
          publishedVersion={publishedVersion}
          onClose={() => setAssigning(false)}
          assign={(body) => api.assign(formId, body)}
        />
      )}
    </Stack>
  );
}

/** The form's title, its published version, and the toolbar (select the form, undo, redo, the save state, publish, assign). */
const EditorHeader = memo(function EditorHeader({
  title,
  publishedVersion,
  unpublished,
  formSelected,
  canUndo,
  canRedo,
  saveState,
  publishing,
  actions,
}: {
  title: string;
  publishedVersion: number | null;
  unpublished: boolean;
  formSelected: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saveState: DraftSaveState;
  publishing: boolean;
  actions: { selectForm: () => void; undo: () => void; redo: () => void; publish: () => void; assign: () => void };
}) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" align="center" wrap="wrap" gap="3">
      <Stack gap="0">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {publishedVersion === null ? t('formBuilder.neverPublished') : t('formBuilder.publishedVersion', { version: publishedVersion })}
          {unpublished && publishedVersion !== null ? ` · ${t('formBuilder.unpublishedChanges')}` : ''}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('formBuilder.toolbar')}>
        <Button size="sm" variant="ghost" aria-pressed={formSelected} onClick={actions.selectForm}>
          {t('formBuilder.form.title')}
        </Button>
        <Button size="sm" variant="outline" onClick={actions.undo} disabled={!canUndo}>
          {t('formBuilder.undo')}
        </Button>
        <Button size="sm" variant="outline" onClick={actions.redo} disabled={!canRedo}>
          {t('formBuilder.redo')}
        </Button>
        <SaveStatus state={saveState} />
        <Button size="sm" colorPalette="brand" onClick={actions.publish} loading={publishing} disabled={!unpublished}>
          {t('formBuilder.publish.button')}
        </Button>
        <Button size="sm" variant="outline" onClick={actions.assign} disabled={publishedVersion === null}>
          {t('formBuilder.assign.button')}
        </Button>
      </HStack>
    </HStack>
  );
});

const MemoFieldProperties = memo(FieldProperties);

/**
 * The value as it was before its last change until the frame showing that change has been painted;
 * then the value, rendered in the background (a transition). Like useDeferredValue, whose background
 * render starts at once and can hold up that frame.
 */
function useAfterPaint<T>(value: T): T {
  const [late, setLate] = useState(value);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    if (late === value) return;
    // Not cancelled by the next change: while changes come faster than frames, the value still follows.
    afterNextPaint(() => startTransition(() => setLate(latest.current)));
  }, [late, value]);
  return late;
}

type Edit = (change: (current: FormDefinition) => FormDefinition, options?: EditOptions) => void;

/** What the side panel's tabs show, from context: an edit renders the tab's content, not the tabs (Chakra's, with their state machines). */
const PanelContent = createContext<{ properties: ReactNode; preview: ReactNode }>({ properties: null, preview: null });
const PropertiesTab = () => use(PanelContent).properties;
const PreviewTab = () => use(PanelContent).preview;

const PanelTabs = memo(function PanelTabs({ panel, setPanel }: { panel: 'properties' | 'preview'; setPanel: (panel: 'properties' | 'preview') => void }) {
  const { t } = useTranslation();
  return (
    <Box position={{ lg: 'sticky' }} top={{ lg: '4' }} maxH={{ lg: 'calc(100vh - 2rem)' }} overflowY={{ lg: 'auto' }} borderWidth="1px" borderRadius="lg" p="3">
      <Tabs.Root value={panel} onValueChange={(details) => setPanel(details.value as 'properties' | 'preview')} size="sm" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="properties">{t('formBuilder.panel.properties')}</Tabs.Trigger>
          <Tabs.Trigger value="preview">{t('formBuilder.panel.preview')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="properties">
          <PropertiesTab />
        </Tabs.Content>
        <Tabs.Content value="preview">
          <PreviewTab />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
});

/** The selected thing's properties (the form's, a section's, a question's) or the live preview, beside the canvas. */
const SidePanel = memo(function SidePanel({
  definition,
  selection,
  problems,
  panel,
  setPanel,
  edit,
  actions,
  questionKey,
  focusLabel,
}: {
  definition: FormDefinition;
  selection: BuilderSelection;
  problems: readonly ConfigProblem[];
  panel: 'properties' | 'preview';
  setPanel: (panel: 'properties' | 'preview') => void;
  edit: Edit;
  actions: CanvasActions;
  /** The selected question's lasting id: moved (to another place or section), it keeps its editors and what they hold. */
  questionKey: (definition: FormDefinition, place: FieldPlace) => string | undefined;
  /** Set when a question has just been added: its panel is built in the background and its label then takes the focus. */
  focusLabel: MutableRefObject<boolean>;
}) {
  const { t } = useTranslation();
  const shown = useShownText();
  const texts = useBuilderTexts();
  const defaultText = useCallback(
    (value: LocalizedText | undefined) => shownText(value, { language: texts.defaultLanguage, defaultLanguage: texts.defaultLanguage }),
    [texts.defaultLanguage],
  );
  // The edits read the definition as it is when they run: they stay the same object while the question is selected.
  const latest = useRef(definition);
  useLayoutEffect(() => {
    latest.current = definition;
  }, [definition]);
  const keyOf = (shown: FormDefinition, at: BuilderSelection) =>
    at.kind === 'field' ? `${questionKey(shown, at.place) ?? `${at.place.section}:${at.place.item}`}:${at.place.child}` : undefined;
  // Two edits reach the panel a moment later, once the frame showing the edit is painted (in the
  // background: the panel's work never delays that frame). One that leaves the selected question as it
  // was (the question moved: dragged, to another section; another question moved past it by keys):
  // nothing the panel shows but places and sections changes. And a question just added: its row is
  // shown (and selected) at once, its panel built after that frame. Any other change shows at once.
  const late = useAfterPaint(useMemo(() => ({ definition, selection }), [definition, selection]));
  const current = keyOf(definition, selection);
  const lateKey = keyOf(late.definition, late.selection);
  const lagging =
    selection.kind === 'field' &&
    (late.definition !== definition || late.selection !== selection) &&
    (lateKey === current
      ? late.selection.kind === 'field' && fieldAt(late.definition, late.selection.place) === fieldAt(definition, selection.place)
      : focusLabel.current);
  const shownDefinition = lagging ? late.definition : definition;
  const shownSelection = lagging ? late.selection : selection;
  const fieldKey = lagging ? lateKey : current;
  // The question's edits find it where it is when they run: the same object while it is selected, also
  // once moved; the panel of the question before one just added edits nothing in the moment it is still shown.
  const place = useRef<FieldPlace | null>(null);
  useLayoutEffect(() => {
    place.current = selection.kind === 'field' && fieldKey === current ? selection.place : null;
  }, [selection, fieldKey, current]);
  // A question just added: once its panel is painted, its label takes the focus, selected (what is
  // typed replaces it); focusing a text input is milliseconds of the browser's own work, kept out of
  // the frames that show the question. Not if the author has gone elsewhere meanwhile.
  useEffect(() => {
    if (!focusLabel.current || lagging || fieldKey === undefined) return;
    // Taken at once, and not cancelled by the next render: a focus still owed later would take it from
    // wherever the author has gone since (and a key meant there, such as Ctrl+Z, would reach the label).
    focusLabel.current = false;
    const before = document.activeElement;
    afterNextPaint(() => {
      const label = document.querySelector('[data-builder-focus="label"]');
      if (label instanceof HTMLInputElement && document.activeElement === before) {
        label.focus();
        label.select();
      }
    });
  }, [focusLabel, lagging, fieldKey]);
  const fieldEdits: FieldEdits | null = useMemo(() => {
    if (fieldKey === undefined) return null;
    /** An edit of the question where it is when the edit runs (none while the panel still shows the question before one just added). */
    const atPlace =
      <A extends unknown[]>(run: (here: FieldPlace, ...args: A) => void) =>
      (...args: A) => {
        if (place.current) run(place.current, ...args);
      };
    return {
      change: atPlace((here, change, mergeKey) => {
        edit((current) => updateField(current, here, change), { mergeKey });
      }),
      relabel: atPlace((here, label, mergeKey) => {
        edit(
          (current) => {
            const field = fieldAt(current, here);
            if (!field) return current;
            const others = namesInForm(current);
            others.delete(field.name);
            const next = updateField(current, here, (each) => ({ ...each, label }));
            // A name still derived from the default language's label follows it (a name the author chose stays; a translation never moves it;
            // an emptied label leaves it: the answers' key is not renamed 'question' on the way to a new label).
            if (!defaultText(label).trim()) return next;
            const name = nameFromLabel(defaultText(label), others);
            if (field.name !== nameFromLabel(defaultText(field.label), others) || name === field.name) return next;
            return renameReferences(
              updateField(next, here, (each) => ({ ...each, name })),
              field.name,
              name,
            );
          },
          { mergeKey },
        );
      }),
      rename: atPlace((here, name, mergeKey) => {
        edit(
          (current) => {
            const from = fieldAt(current, here)?.name;
            if (from === undefined || from === name) return current;
            return renameReferences(
              updateField(current, here, (field) => ({ ...field, name })),
              from,
              name,
            );
          },
          { mergeKey },
        );
      }),
      moveToSection: atPlace((here, section) => {
        const target = latest.current.sections[section];
        edit((current) => moveField(current, here, { section, item: current.sections[section]?.items.length ?? 0 }), {
          select: { kind: 'field', place: { section, item: target?.items.length ?? 0 } },
        });
        announce(t('formBuilder.announce.movedToSection', { section: shown(target?.title) }));
      }),
      addChild: atPlace((here, type) => {
        const label = t('formBuilder.newQuestion', { type: t(`formBuilder.types.${type}`) });
        const count = fieldAt(latest.current, here)?.items?.length ?? 0;
        // As a question added from the palette: the new item question's label takes the focus (its button is gone with the panel it was in).
        focusLabel.current = true;
        edit((current) => insertField(current, { ...here, child: count }, newField(type, label, nameFromLabel(label, namesInForm(current)))), {
          select: { kind: 'field', place: { ...here, child: count } },
        });
        announce(t('formBuilder.announce.added', { label }));
      }),
      moveChild: atPlace((here, child, direction) => {
        edit((current) => moveField(current, { ...here, child }, { ...here, child: child + direction }), {
          select: { kind: 'field', place: { ...here, child: child + direction } },
        });
      }),
      removeChild: atPlace((here, child) => {
        edit((current) => removeField(current, { ...here, child }), { select: { kind: 'field', place: { ...here, child: undefined } } });
      }),
    };
  }, [fieldKey, edit, t, shown, defaultText, focusLabel]);

  // What the panel shows, made again only when that changes: an edit the panel follows a moment later
  // (a move) renders none of it in the edit's frame. A question's panel reads the question's form as
  // shown; a section's, the form's and the preview the form as it is.
  const shownForm = shownSelection.kind === 'field' && panel === 'properties' ? shownDefinition : definition;
  const content = useMemo(
    () => ({
      properties:
        shownSelection.kind === 'field' && fieldEdits ? (
          <MemoFieldProperties key={fieldKey} definition={shownForm} place={shownSelection.place} problems={problems} edits={fieldEdits} />
        ) : shownSelection.kind === 'section' ? (
          <SectionSettings
            key={shownSelection.section}
            definition={shownForm}
            index={shownSelection.section}
            problems={problems}
            change={(change, mergeKey) => edit((current) => changeSection(current, shownSelection.section, change), { mergeKey })}
            move={(to) => actions.moveSection(shownSelection.section, to)}
            remove={() => edit((current) => removeSection(current, shownSelection.section), { select: { kind: 'form' } })}
          />
        ) : (
          <FormSettings definition={shownForm} problems={problems} change={(change, mergeKey) => edit(change, { mergeKey })} />
        ),
      preview: <BuilderPreview definition={shownForm} />,
    }),
    [shownSelection, shownForm, fieldKey, fieldEdits, problems, edit, actions],
  );
  return (
    <PanelContent.Provider value={content}>
      <PanelTabs panel={panel} setPanel={setPanel} />
    </PanelContent.Provider>
  );
});
