import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, FieldType, FormDefinition } from '../../schemas/generated/forms/form-definition';
import type { ConfigProblem } from '../../schemas/generated/api/studio';
import { CHOICE_TYPES, DISPLAY_ONLY_TYPES, EMBEDDED_TYPES, FIELD_TYPES, TEXT_TYPES } from '../../engine/forms/fieldTypes';
import { fieldAt, formQuestions, namesInForm, withKey, newField, pointerOf, type FieldPlace } from '../../engine/forms/builder/formEdits';
import { LabelledSelect } from '../studio/LabelledSelect';
import { OptionsEditor } from './OptionsEditor';
import { FlagProperty, LocalizedTextProperty, NumberProperty, TextProperty } from './PropertyInputs';
import { useShownText } from './builderTexts';
import type { LocalizedText } from '../../schemas/generated/employer-config';
import { RulesEditor } from './RulesEditor';
import { VisibilityEditor, visibilityQuestion } from './VisibilityEditor';

const NAME_PATTERN = /^(?!(__proto__|constructor|prototype)$)[A-Za-z_][A-Za-z0-9_]*$/;
/** Types whose options the options editor edits (fixed choices or an address to load them from). */
const OPTION_TYPES: ReadonlySet<FieldType> = new Set([...CHOICE_TYPES, 'checkbox', 'country', 'state', 'skillSelector']);

export interface FieldEdits {
  /** Changes the question; edits with the same merge key in a row are one undo step. */
  change: (change: (field: FieldDefinition) => FieldDefinition, mergeKey?: string) => void;
  /** Changes the label; a name still derived from the label follows it (read from the definition as it is then). */
  relabel: (label: LocalizedText, mergeKey?: string) => void;
  /** Renames the question, and every condition, comparison and option address that names it. */
  rename: (name: string, mergeKey?: string) => void;
  /** Moves a question of the form to the end of another section. */
  moveToSection: (section: number) => void;
  /** A list's entry questions: add one of a type, move one, remove one. */
  addChild: (type: FieldType) => void;
  moveChild: (child: number, direction: -1 | 1) => void;
  removeChild: (child: number) => void;
}

/** A field turned into another type: what the new type cannot hold is dropped, what it needs is added. */
function changeType(field: FieldDefinition, type: FieldType): FieldDefinition {
  const start = newField(type, field.label, field.name);
  const { options: _options, items: _items, rules: _rules, defaultValue: _default, description, ...rest } = field;
  const next: FieldDefinition = { ...rest, type };
  if (start.options) next.options = OPTION_TYPES.has(field.type) && OPTION_TYPES.has(type) && field.options ? field.options : start.options;
  if (start.items) next.items = field.items ?? start.items;
  if (description !== undefined || start.description !== undefined) next.description = description ?? start.description;
  return next;
}

const NameInput = memo(function NameInput({ name, taken, onRename }: { name: string; taken: ReadonlySet<string>; onRename: (name: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(name);
  useEffect(() => setText(name), [name]);
  const error = !NAME_PATTERN.test(text) ? t('formBuilder.field.nameInvalid') : text !== name && taken.has(text) ? t('formBuilder.field.nameTaken') : undefined;
  return (
    <Field.Root invalid={error !== undefined} required>
      <Field.Label>{t('formBuilder.field.name')}</Field.Label>
      <Input
        size="sm"
        fontFamily="mono"
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value;
          if (NAME_PATTERN.test(next) && !taken.has(next)) onRename(next);
        }}
      />
      <Field.HelperText>{t('formBuilder.field.nameHelp')}</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});

/** A date limit: a date (YYYY-MM-DD) or a whole number of days from today. */
const parseDateLimit = (text: string | undefined): string | number | undefined => (text === undefined ? undefined : /^-?\d+$/.test(text) ? Number(text) : text);

/**
 * Everything a question's definition holds, edited in place: what it is (type, label, name), how it
 * behaves (required, read-only, hidden, confidential, new), its layout, its options, its rules and
 * when it shows. The engine's problems at this question are listed on top; those of its rules and its
 * condition are shown where they are.
 */
export function FieldProperties({
  definition,
  place,
  problems,
  edits,
}: {
  definition: FormDefinition;
  place: FieldPlace;
  problems: readonly ConfigProblem[];
  edits: FieldEdits;
}) {
  const { t } = useTranslation();
  const shown = useShownText();
  const field = fieldAt(definition, place)!;
  const pointer = pointerOf(place);
  /** A change of the question read from it as it is when the change runs; changes of one property in a row are one undo step. */
  const changeWith = useCallback(
    (property: string, change: (field: FieldDefinition) => FieldDefinition) => edits.change(change, `${pointer}:${property}`),
    [edits, pointer],
  );
  const set = useCallback(
    <K extends keyof FieldDefinition>(property: K, value: FieldDefinition[K] | undefined) =>
      // A flag turned off and a text emptied are left out, like anything unset.
      changeWith(property, (current) => withKey(current, property, value === '' || value === false ? undefined : value)),
    [changeWith],
  );
  // One handler per property, the same function while the question is selected (the inputs are memo'd:
  // a letter typed into the label renders the label's input, not the twenty others).
  const setter = useMemo(() => {
    const made = new Map<keyof FieldDefinition, (value: never) => void>();
    return <K extends keyof FieldDefinition>(property: K) => {
      let each = made.get(property);
      if (!each) made.set(property, (each = (value: FieldDefinition[K] | undefined) => set(property, value)));
      return each as (value: FieldDefinition[K] | undefined) => void;
    };
  }, [set]);
  const handlers = useMemo(() => {
    const layout = (part: Partial<NonNullable<FieldDefinition['layout']>>) =>
      changeWith('layout', (current) => withKey(current, 'layout', cleanLayout({ ...current.layout, ...part })));
    return {
      labelColumns: (value: number | undefined) => layout({ labelColumns: value }),
      valueColumns: (value: number | undefined) => layout({ valueColumns: value }),
      fullWidth: (value: boolean) => layout({ fullWidth: value || undefined }),
      defaultValue: (value: string | undefined) =>
        changeWith('defaultValue', (current) =>
          withKey(
            current,
            'defaultValue',
            current.type === 'number' && value !== undefined && Number.isFinite(Number(value)) ? Number(value) : value === '' ? undefined : value,
          ),
        ),
      enableFrom: (value: string | undefined) => set('enableFrom', parseDateLimit(value)),
      enableUntil: (value: string | undefined) => set('enableUntil', parseDateLimit(value)),
      widgetUrl: (value: string | undefined) => changeWith('options', (current) => ({ ...current, options: { ...current.options, widgetUrl: value ?? '' } })),
      widgetId: (value: string | undefined) => changeWith('options', (current) => ({ ...current, options: { ...current.options, widgetId: value ?? '' } })),
      imageSrc: (value: string | undefined) =>
        changeWith('image', (current) => withKey(current, 'image', value === undefined ? undefined : { src: value, alt: current.image?.alt ?? '' })),
      imageAlt: (value: LocalizedText | undefined) =>
        changeWith('image', (current) => (current.image ? { ...current, image: { ...current.image, alt: value ?? '' } } : current)),
      type: (type: FieldType) => edits.change((current) => changeType(current, type)),
      rename: (name: string) => edits.rename(name, `${pointer}:name`),
      section: (value: string) => Number(value) !== place.section && edits.moveToSection(Number(value)),
      rules: (next: FieldDefinition['rules']) => set('rules', next && next.length > 0 ? next : undefined),
    };
  }, [changeWith, set, edits, pointer, place.section]);
  const taken = useMemo(() => namesInForm(definition), [definition]);
  const siblings = useSameList(
    useMemo(() => {
      const list = place.child === undefined ? undefined : fieldAt(definition, { section: place.section, item: place.item });
      const questions = formQuestions(definition).map((each) => each.field);
      const scope = list ? [...(list.items ?? []), ...questions] : questions;
      return scope.filter((each) => each !== field && !DISPLAY_ONLY_TYPES.has(each.type));
    }, [definition, place, field]),
  );
  const mine = problems.filter((problem) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`));
  const relative = mine.map((problem) => ({ ...problem, pointer: problem.pointer.slice(pointer.length) }));
  const visibilityProblems = useSameList(
    relative.filter((problem) => /^\/(visibleFn|dependencies)(\/|$)/.test(problem.pointer)).map((problem) => problem.message),
  );
  const ruleProblems = useSameList(
    relative.filter((problem) => problem.pointer.startsWith('/rules')),
    (a, b) => a.pointer === b.pointer && a.message === b.message,
  );
  const others = relative.filter((problem) => !/^\/(visibleFn|dependencies|rules)(\/|$)/.test(problem.pointer));
  const onLabel = useCallback((label: LocalizedText | undefined) => edits.relabel(label ?? '', `${pointer}:label`), [edits, pointer]);
  const typeOptions = useMemo(
    () =>
      FIELD_TYPES.filter((type) => place.child === undefined || type !== 'dynamicList').map((type) => ({
        value: type,
        label: t(`formBuilder.types.${type}`),
      })),
    [t, place.child],
  );
  const sectionOptions = useSameList(
    definition.sections.map((section, index) => ({ value: String(index), label: shown(section.title) })),
    (a, b) => a.value === b.value && a.label === b.label,
  );
  // The big editors below render again only when what they show changes: the letters typed into the
  // label reach the rules' default messages a moment later (a placeholder, not an input).
  const label = useDeferredValue(shown(field.label));
  const { type, name, rules, options, required } = field;
  const rulesField = useMemo(
    () => ({ type, name, label, rules, required, options }) as FieldDefinition & { label: string },
    [type, name, label, rules, required, options],
  );
  const optionsField = useMemo(() => ({ type, name, label, options }) as FieldDefinition, [type, name, label, options]);
  const otherQuestions = useMemo(() => siblings.map((each) => ({ name: each.name, label: shown(each.label) })), [siblings, shown]);
  const dateQuestions = useMemo(
    () => siblings.filter((each) => each.type === 'date').map((each) => ({ name: each.name, label: shown(each.label) })),
    [siblings, shown],
  );
  const visibilityQuestions = useMemo(() => siblings.map((each) => visibilityQuestion(each, shown)), [siblings, shown]);
  const answerable = !DISPLAY_ONLY_TYPES.has(field.type);
  const idPrefix = `field-${place.section}-${place.item}-${place.child ?? 'x'}`;

  return (
    <Stack gap="4" data-testid="field-properties">
      <Heading as="h2" size="sm">
        {t('formBuilder.field.title', { label: shown(field.label) || field.name })}
      </Heading>
      {others.length > 0 && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('formBuilder.field.problems')}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="1" ps="4">
                {others.map((problem) => (
                  <li key={`${problem.pointer}:${problem.message}`}>
                    {problem.pointer && <code>{problem.pointer.slice(1)}: </code>}
                    {problem.message}
                  </li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <LabelledSelect label={t('formBuilder.field.type')} size="sm" value={field.type} options={typeOptions} onChange={handlers.type} />
      <LocalizedTextProperty
        focusName="label"
        label={t('formBuilder.field.label')}
        value={field.label}
        onChange={onLabel}
        required
        // Candidates would see an answer without a question (and screen readers a field without a name).
        error={shown(field.label).trim() ? undefined : t('forms.validation.requiredNamed', { name: t('formBuilder.field.label') })}
      />
      <NameInput name={field.name} taken={taken} onRename={handlers.rename} />
      {place.child === undefined && definition.sections.length > 1 && (
        <LabelledSelect label={t('formBuilder.field.section')} size="sm" value={String(place.section)} options={sectionOptions} onChange={handlers.section} />
      )}
      {place.child !== undefined && (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => edits.moveChild(place.child!, -1)} disabled={place.child === 0}>
            {t('formBuilder.field.moveUp')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => edits.moveChild(place.child!, 1)}
            disabled={place.child === (fieldAt(definition, { section: place.section, item: place.item })?.items?.length ?? 0) - 1}
          >
            {t('formBuilder.field.moveDown')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => edits.removeChild(place.child!)}>
            {t('formBuilder.field.removeEntryQuestion')}
          </Button>
        </HStack>
      )}
      <AfterFirstFrame>
        <LocalizedTextProperty label={t('formBuilder.field.help')} value={field.help} onChange={setter('help')} multiline />
        {(DISPLAY_ONLY_TYPES.has(field.type) || definition.layout === 'readOnlyContent') && (
          <LocalizedTextProperty
            label={t('formBuilder.field.description')}
            help={t('formBuilder.field.descriptionHelp')}
            value={field.description}
            onChange={setter('description')}
            multiline
          />
        )}
        {answerable && (
          <>
            <LocalizedTextProperty
              label={t('formBuilder.field.ariaLabel')}
              help={t('formBuilder.field.ariaLabelHelp')}
              value={field.ariaLabel}
              onChange={setter('ariaLabel')}
            />
            {(TEXT_TYPES.has(field.type) || field.type === 'number' || field.type === 'phone') && (
              <LocalizedTextProperty label={t('formBuilder.field.placeholder')} value={field.placeholder} onChange={setter('placeholder')} />
            )}
            {(TEXT_TYPES.has(field.type) || field.type === 'number') && (
              <TextProperty
                label={t('formBuilder.field.defaultValue')}
                value={field.defaultValue === undefined || field.defaultValue === null ? undefined : String(field.defaultValue)}
                onChange={handlers.defaultValue}
              />
            )}
            <Box role="group" aria-labelledby={`${idPrefix}-behaviour`}>
              <Text id={`${idPrefix}-behaviour`} fontWeight="medium" fontSize="sm" mb="2">
                {t('formBuilder.field.behaviour')}
              </Text>
              <Stack gap="2">
                <FlagProperty label={t('formBuilder.field.required')} checked={field.required === true} onChange={setter('required')} />
                <FlagProperty
                  label={t('formBuilder.field.readonly')}
                  help={t('formBuilder.field.readonlyHelp')}
                  checked={field.readonly === true}
                  onChange={setter('readonly')}
                />
                <FlagProperty
                  label={t('formBuilder.field.hidden')}
                  help={t('formBuilder.field.hiddenHelp')}
                  checked={field.hidden === true}
                  onChange={setter('hidden')}
                />
                <FlagProperty
                  label={t('formBuilder.field.confidential')}
                  help={t('formBuilder.field.confidentialHelp')}
                  checked={field.confidential === true}
                  onChange={setter('confidential')}
                />
                <FlagProperty
                  label={t('formBuilder.field.newItem')}
                  help={t('formBuilder.field.newItemHelp')}
                  checked={field.newItem === true}
                  onChange={setter('newItem')}
                />
              </Stack>
            </Box>
          </>
        )}
        <Box role="group" aria-labelledby={`${idPrefix}-layout`}>
          <Text id={`${idPrefix}-layout`} fontWeight="medium" fontSize="sm" mb="2">
            {t('formBuilder.field.layout')}
          </Text>
          <Stack gap="2">
            <HStack gap="2" align="start">
              <NumberProperty
                label={t('formBuilder.field.labelColumns')}
                min={1}
                max={12}
                value={field.layout?.labelColumns}
                onChange={handlers.labelColumns}
              />
              <NumberProperty
                label={t('formBuilder.field.valueColumns')}
                min={1}
                max={12}
                value={field.layout?.valueColumns}
                onChange={handlers.valueColumns}
              />
            </HStack>
            <FlagProperty label={t('formBuilder.field.fullWidth')} checked={field.layout?.fullWidth === true} onChange={handlers.fullWidth} />
          </Stack>
        </Box>
        {field.type === 'date' && (
          <HStack gap="2" align="start">
            <TextProperty
              label={t('formBuilder.field.enableFrom')}
              help={t('formBuilder.field.dateLimitHelp')}
              value={field.enableFrom === undefined ? undefined : String(field.enableFrom)}
              onChange={handlers.enableFrom}
            />
            <TextProperty
              label={t('formBuilder.field.enableUntil')}
              help={t('formBuilder.field.dateLimitHelp')}
              value={field.enableUntil === undefined ? undefined : String(field.enableUntil)}
              onChange={handlers.enableUntil}
            />
          </HStack>
        )}
        {field.type === 'dynamicList' && <ListSettings field={field} set={set} addChild={edits.addChild} />}
        {EMBEDDED_TYPES.has(field.type) && (
          <>
            <TextProperty
              label={t('formBuilder.field.widgetUrl')}
              help={t('formBuilder.field.widgetUrlHelp')}
              value={field.options?.widgetUrl}
              onChange={handlers.widgetUrl}
            />
            <TextProperty label={t('formBuilder.field.widgetId')} value={field.options?.widgetId} onChange={handlers.widgetId} />
          </>
        )}
        {definition.layout === 'readOnlyContent' && (
          <HStack gap="2" align="start">
            <TextProperty label={t('formBuilder.field.imageSrc')} value={field.image?.src} onChange={handlers.imageSrc} />
            <LocalizedTextProperty label={t('formBuilder.field.imageAlt')} value={field.image?.alt} onChange={handlers.imageAlt} />
          </HStack>
        )}
        {OPTION_TYPES.has(field.type) && (
          <Section>
            <MemoOptionsEditor field={optionsField} idPrefix={`${idPrefix}-options`} otherQuestions={otherQuestions} onChange={setter('options')} />
          </Section>
        )}
        {answerable && (
          <Section>
            <MemoRulesEditor
              field={rulesField}
              idPrefix={`${idPrefix}-rules`}
              problems={ruleProblems}
              dateQuestions={dateQuestions}
              onChange={handlers.rules}
            />
          </Section>
        )}
        <Section title={t('formBuilder.field.visibility')}>
          <MemoVisibilityEditor
            idPrefix={`${idPrefix}-visibility`}
            value={field.visibleFn}
            problems={visibilityProblems}
            questions={visibilityQuestions}
            onChange={setter('visibleFn')}
          />
        </Section>
      </AfterFirstFrame>
    </Stack>
  );
}

/**
 * The rest of a question's panel, shown from the render after its first: a question just added or
 * selected has its type, label (which takes the focus when it is added) and name on screen within the
 * frame, and the many inputs below them a moment later (building them all at once took more than a frame).
 */
function AfterFirstFrame({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

const MemoOptionsEditor = memo(OptionsEditor);
const MemoRulesEditor = memo(RulesEditor);
const MemoVisibilityEditor = memo(VisibilityEditor);

/** The previous list while its items are equal (the same objects, unless told otherwise): a list recomputed from an edit elsewhere does not render its readers again. */
function useSameList<T>(list: readonly T[], equal: (a: T, b: T) => boolean = Object.is): readonly T[] {
  const previous = useRef(list);
  const same = previous.current.length === list.length && previous.current.every((item, index) => equal(item, list[index]!));
  useEffect(() => {
    if (!same) previous.current = list;
  });
  return same ? previous.current : list;
}

function cleanLayout(layout: NonNullable<FieldDefinition['layout']>): FieldDefinition['layout'] | undefined {
  const next = Object.fromEntries(Object.entries(layout).filter(([, value]) => value !== undefined)) as FieldDefinition['layout'];
  return next && Object.keys(next).length > 0 ? next : undefined;
}

/** A part of the panel under a rule; the options and rules editors bring their own headings. */
function Section({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <Box borderTopWidth="1px" pt="3">
      {title && (
        <Heading as="h3" size="sm" mb="2">
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}

function ListSettings({
  field,
  set,
  addChild,
}: {
  field: FieldDefinition;
  set: <K extends keyof FieldDefinition>(property: K, value: FieldDefinition[K] | undefined) => void;
  addChild: (type: FieldType) => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<FieldType>('text');
  return (
    <Stack gap="2">
      <HStack gap="2" align="start">
        <NumberProperty label={t('formBuilder.field.listMin')} min={0} value={field.minLength} onChange={(value) => set('minLength', value)} />
        <NumberProperty label={t('formBuilder.field.listMax')} min={1} value={field.maxLength} onChange={(value) => set('maxLength', value)} />
      </HStack>
      <HStack gap="2" align="end">
        <LabelledSelect
          label={t('formBuilder.field.entryQuestionType')}
          size="sm"
          value={type}
          options={FIELD_TYPES.filter((each) => each !== 'dynamicList').map((each) => ({ value: each, label: t(`formBuilder.types.${each}`) }))}
          onChange={setType}
        />
        <Button size="sm" variant="outline" onClick={() => addChild(type)}>
          {t('formBuilder.field.addEntryQuestion')}
        </Button>
      </HStack>
    </Stack>
  );
}
