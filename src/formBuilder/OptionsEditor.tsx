import { Box, Button, chakra, Fieldset, Grid, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { choicesFromText } from '../../engine/forms/builder/choicesFromText';
import type { Message } from '../../engine/i18n/Message';
import type { Choice, FieldDefinition, FieldOptions, FieldType } from '../../schemas/generated/forms/form-definition';
import { announce } from '../../widgets/shared/announce';
import { NativeInput } from '../../widgets/shared/NativeInput';
import { editedText, hintText, withEditedText } from '../../engine/forms/builder/formTexts';
import { useBuilderTexts } from './builderTexts';
import { NativeSelect } from '../../widgets/shared/NativeSelect';

export interface OptionsEditorProps {
  /** A choice-capable question (select, dropdown, radio, checkbox, skillSelector, country, state). */
  field: FieldDefinition;
  onChange: (options: FieldOptions | undefined) => void;
  /** The form's other questions, for the apiEndpoint's {name} placeholder. */
  otherQuestions: readonly { name: string; label: string }[];
  idPrefix: string;
}

/** Questions whose options may come from an address (useChoices), and so may be sorted. */
const LOADABLE: ReadonlySet<FieldType> = new Set(['select', 'dropdown', 'radio', 'checkbox', 'country', 'state']);
/** Choices side by side or one per line. */
const DIRECTED: ReadonlySet<FieldType> = new Set(['radio', 'checkbox']);
/** A select that can take several answers (a checkbox group always does). */
const MULTIPLE: ReadonlySet<FieldType> = new Set(['select', 'dropdown']);
/** A select's empty option. */
const WITH_PLACEHOLDER: ReadonlySet<FieldType> = new Set(['select', 'dropdown', 'country', 'state']);

/** An address the schema accepts: a path of the portal or an https address. */
const ENDPOINT_START = /^(\/|https:\/\/)/;

/** The options with the patch applied, unset keys and an empty choice list left out; undefined when nothing is left. */
function patched(options: FieldOptions | undefined, patch: Partial<FieldOptions>): FieldOptions | undefined {
  const next: Record<string, unknown> = { ...options, ...patch };
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === '' || (key === 'choices' && Array.isArray(value) && value.length === 0)) delete next[key];
  }
  return Object.keys(next).length ? (next as FieldOptions) : undefined;
}

/** A value typed into the table: the choice's own value when the text still reads the same (a number stays a number). */
function typedValue(before: Choice['value'], text: string): Choice['value'] {
  return String(before) === text ? before : text;
}

function Labelled({ id, label, help, problem, children }: { id: string; label: string; help?: string; problem?: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {label}
      </chakra.label>
      {children}
      {help ? (
        <Text id={`${id}-help`} fontSize="xs" color="fg.muted" mt="1">
          {help}
        </Text>
      ) : null}
      {problem ? (
        <Text id={`${id}-problem`} fontSize="sm" color="fg.error" mt="1">
          {problem}
        </Text>
      ) : null}
    </Box>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The options of a choice question (properties panel, issue 18): where they come from (fixed choices
 * or an address with {question} placeholders), the choices as a table (label, value, move, remove,
 * add; Enter in the last label adds a row) or pasted from CSV or a spreadsheet, their layout, order,
 * several answers and the empty option's text, each where the question type uses it. Keys left unset
 * are left out; undefined when nothing is set.
 */
export function OptionsEditor({ field, onChange, otherQuestions, idPrefix }: OptionsEditorProps) {
  const { t } = useTranslation();
  const texts = useBuilderTexts();
  const headingId = useId();
  const options = field.options;
  const choices = options?.choices ?? [];
  const loadable = LOADABLE.has(field.type);
  const [source, setSource] = useState<'fixed' | 'api'>(options?.apiEndpoint !== undefined ? 'api' : 'fixed');
  // What the other source held, restored when the author switches back (for this question only).
  const [stash, setStash] = useState<{ name: string; choices?: Choice[]; apiEndpoint?: string }>({ name: field.name });
  if (stash.name !== field.name) {
    setStash({ name: field.name });
    setSource(options?.apiEndpoint !== undefined ? 'api' : 'fixed');
  } else if (options?.apiEndpoint !== undefined && source !== 'api') setSource('api');
  const [focusId, setFocusId] = useState<string | undefined>();
  const write = (patch: Partial<FieldOptions>) => onChange(patched(options, patch));

  useEffect(() => {
    const target = focusId === undefined ? null : document.getElementById(focusId);
    if (!target) return;
    target.focus();
    setFocusId(undefined);
  }, [focusId, choices.length]);

  const chooseSource = (next: 'fixed' | 'api') => {
    setSource(next);
    if (next === 'api') {
      setStash({ ...stash, choices: options?.choices });
      write({ choices: undefined, apiEndpoint: stash.apiEndpoint });
    } else {
      setStash({ ...stash, apiEndpoint: options?.apiEndpoint });
      write({ apiEndpoint: undefined, choices: stash.choices ?? options?.choices });
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" minW="0">
      <Heading as="h3" size="sm" id={headingId}>
        {t('formBuilderRules.options.title')}
      </Heading>
      {loadable ? (
        <Fieldset.Root minW="0">
          <Fieldset.Legend fontSize="sm" fontWeight="semibold">
            {t('formBuilderRules.options.source')}
          </Fieldset.Legend>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }}>
            {(['fixed', 'api'] as const).map((value) => (
              <chakra.label
                key={value}
                htmlFor={`${idPrefix}-source-${value}`}
                display="flex"
                gap="2"
                alignItems="center"
                minH="6"
                fontSize="sm"
                cursor="pointer"
              >
                <chakra.input
                  id={`${idPrefix}-source-${value}`}
                  type="radio"
                  name={`${idPrefix}-source`}
                  value={value}
                  checked={source === value}
                  onChange={() => chooseSource(value)}
                  flexShrink="0"
                  boxSize="4"
                  m="0"
                  accentColor="brand.solid"
                />
                {value === 'fixed' ? t('formBuilderRules.options.sourceFixed') : t('formBuilderRules.options.sourceApi')}
              </chakra.label>
            ))}
          </Stack>
        </Fieldset.Root>
      ) : null}
      {source === 'fixed' || !loadable ? (
        <ChoicesTable idPrefix={idPrefix} choices={choices} onChange={(next) => write({ choices: next })} onFocus={setFocusId} />
      ) : (
        <EndpointInput
          idPrefix={idPrefix}
          value={options?.apiEndpoint}
          otherQuestions={otherQuestions.filter((question) => question.name !== field.name)}
          onChange={(apiEndpoint) => write({ apiEndpoint })}
        />
      )}
      {DIRECTED.has(field.type) ? (
        <Labelled id={`${idPrefix}-direction`} label={t('formBuilderRules.options.direction')}>
          <NativeSelect
            id={`${idPrefix}-direction`}
            size="sm"
            value={options?.direction ?? ''}
            onChange={(event) => write({ direction: (event.target.value || undefined) as FieldOptions['direction'] })}
          >
            <option value="">{t('formBuilderRules.options.directionDefault')}</option>
            <option value="horizontal">{t('formBuilderRules.options.horizontal')}</option>
            <option value="vertical">{t('formBuilderRules.options.vertical')}</option>
          </NativeSelect>
        </Labelled>
      ) : null}
      {loadable ? (
        <Labelled id={`${idPrefix}-sort`} label={t('formBuilderRules.options.sortOrder')}>
          <NativeSelect
            id={`${idPrefix}-sort`}
            size="sm"
            value={options?.choicesSortOrder ?? ''}
            onChange={(event) => write({ choicesSortOrder: (event.target.value || undefined) as FieldOptions['choicesSortOrder'] })}
          >
            <option value="">{t('formBuilderRules.options.sortNone')}</option>
            <option value="asc">{t('formBuilderRules.options.sortAsc')}</option>
            <option value="desc">{t('formBuilderRules.options.sortDesc')}</option>
          </NativeSelect>
        </Labelled>
      ) : null}
      {MULTIPLE.has(field.type) ? (
        <chakra.label htmlFor={`${idPrefix}-multiple`} display="flex" gap="2" alignItems="center" minH="6" fontSize="sm" cursor="pointer">
          <chakra.input
            id={`${idPrefix}-multiple`}
            type="checkbox"
            checked={options?.multiple === true}
            onChange={(event) => write({ multiple: event.target.checked ? true : undefined })}
            flexShrink="0"
            boxSize="4"
            m="0"
            accentColor="brand.solid"
          />
          {t('formBuilderRules.options.multiple')}
        </chakra.label>
      ) : null}
      {WITH_PLACEHOLDER.has(field.type) && options?.multiple !== true ? (
        <Labelled id={`${idPrefix}-placeholder`} label={t('formBuilderRules.options.placeholder')}>
          <NativeInput
            id={`${idPrefix}-placeholder`}
            size="sm"
            lang={texts.language}
            placeholder={hintText(options?.placeholder, texts)}
            value={editedText(options?.placeholder, texts)}
            onChange={(event) => write({ placeholder: withEditedText(options?.placeholder, event.target.value, texts) ?? '' })}
          />
        </Labelled>
      ) : null}
    </Stack>
  );
}

interface ChoicesTableProps {
  idPrefix: string;
  choices: readonly Choice[];
  onChange: (choices: Choice[]) => void;
  /** Moves the focus to the element of this id once it is rendered. */
  onFocus: (id: string) => void;
}

/** The fixed choices: one row each (label, value, up, down, remove), add a row, paste rows. */
function ChoicesTable({ idPrefix, choices, onChange, onFocus }: ChoicesTableProps) {
  const { t } = useTranslation();
  const texts = useBuilderTexts();
  const headingId = `${idPrefix}-choices-title`;
  const rowId = (index: number, part: string) => `${idPrefix}-choice-${index}-${part}`;
  const uses = new Map<string, number>();
  for (const choice of choices) uses.set(String(choice.value), (uses.get(String(choice.value)) ?? 0) + 1);

  // A row added and not typed in yet is the table's own: an empty choice is never written.
  const [draft, setDraft] = useState(false);
  const rows: readonly Choice[] = draft ? [...choices, { label: '', value: '' }] : choices;
  const set = (index: number, choice: Choice) => {
    if (index === choices.length) {
      if (choice.label === '' && choice.value === '') return;
      setDraft(false);
      onChange([...choices, choice]);
    } else onChange(choices.map((other, at) => (at === index ? choice : other)));
  };
  const add = () => {
    setDraft(true);
    onFocus(rowId(choices.length, 'label'));
  };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= choices.length || index >= choices.length) return;
    const next = [...choices];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
    onFocus(rowId(to, by < 0 ? 'up' : 'down'));
    announce(t('formBuilderRules.options.moved', { number: to + 1 }));
  };
  const remove = (index: number) => {
    if (index === choices.length) setDraft(false);
    else onChange(choices.filter((_, at) => at !== index));
    const next = rows.length - 1;
    onFocus(next === 0 ? `${idPrefix}-add-choice` : rowId(Math.min(index, next - 1), 'label'));
    announce(t('formBuilderRules.options.removed'));
  };

  return (
    <Stack gap="2" minW="0" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontSize="sm" fontWeight="semibold">
        {t('formBuilderRules.options.choices')}
      </Text>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('formBuilderRules.options.noChoices')}
        </Text>
      ) : (
        <>
          {/*
            Column names for sighted authors; each input names itself. Label and value side by side and
            a choice's buttons under them, whatever the window's width: the panel is narrow beside the
            canvas on a wide window (buttons in a third column squeezed the inputs to a few letters).
          */}
          <Grid aria-hidden="true" display={{ base: 'none', sm: 'grid' }} templateColumns="1fr 1fr" gap="2" fontSize="xs" color="fg.muted">
            <Text>{t('formBuilderRules.options.label')}</Text>
            <Text>{t('formBuilderRules.options.value')}</Text>
          </Grid>
          <Stack as="ol" listStyleType="none" ps="0" gap="2">
            {rows.map((choice, index) => {
              const number = index + 1;
              const duplicate = index < choices.length && (uses.get(String(choice.value)) ?? 0) > 1;
              return (
                <Grid as="li" key={index} templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="2" alignItems="start" minW="0">
                  <NativeInput
                    id={rowId(index, 'label')}
                    size="sm"
                    aria-label={t('formBuilderRules.options.choiceLabel', { number })}
                    aria-describedby={index === rows.length - 1 ? `${idPrefix}-choices-help` : undefined}
                    lang={texts.language}
                    placeholder={hintText(choice.label, texts)}
                    value={editedText(choice.label, texts)}
                    onChange={(event) => {
                      const text = event.target.value;
                      // The label in the builder's language (a label by language keeps the others).
                      const label = withEditedText(choice.label, text, texts) ?? '';
                      // The value follows the default language's label until it is written on its own (a translation never moves it).
                      const follows = texts.language === texts.defaultLanguage && (choice.value === '' || String(choice.value) === choice.label);
                      set(index, { ...choice, label, value: follows ? text : choice.value });
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' && !event.nativeEvent.isComposing && index === rows.length - 1) {
                        event.preventDefault();
                        if (!draft) add();
                      }
                    }}
                  />
                  <Box minW="0">
                    <NativeInput
                      id={rowId(index, 'value')}
                      size="sm"
                      dir="auto"
                      aria-label={t('formBuilderRules.options.choiceValue', { number })}
                      aria-invalid={duplicate || undefined}
                      aria-describedby={duplicate ? rowId(index, 'duplicate') : undefined}
                      value={String(choice.value)}
                      onChange={(event) => set(index, { ...choice, value: typedValue(choice.value, event.target.value) })}
                    />
                    {duplicate ? (
                      <Text id={rowId(index, 'duplicate')} fontSize="sm" color="fg.error" mt="1">
                        {t('formBuilderRules.options.duplicateValue')}
                      </Text>
                    ) : null}
                  </Box>
                  <HStack gap="1" flexWrap="wrap" gridColumn={{ sm: 'span 2' }}>
                    <Button
                      id={rowId(index, 'up')}
                      size="sm"
                      variant="outline"
                      aria-disabled={index === 0 || index >= choices.length || undefined}
                      onClick={() => move(index, -1)}
                    >
                      {t('formBuilderRules.options.moveUp', { number })}
                    </Button>
                    <Button
                      id={rowId(index, 'down')}
                      size="sm"
                      variant="outline"
                      aria-disabled={index >= choices.length - 1 || undefined}
                      onClick={() => move(index, 1)}
                    >
                      {t('formBuilderRules.options.moveDown', { number })}
                    </Button>
                    <Button id={rowId(index, 'remove')} size="sm" variant="outline" onClick={() => remove(index)}>
                      {t('formBuilderRules.options.remove', { number })}
                    </Button>
                  </HStack>
                </Grid>
              );
            })}
          </Stack>
        </>
      )}
      <Text id={`${idPrefix}-choices-help`} fontSize="xs" color="fg.muted">
        {t('formBuilderRules.options.addHelp')}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Button id={`${idPrefix}-add-choice`} size="sm" variant="outline" onClick={add}>
          {t('formBuilderRules.options.addChoice')}
        </Button>
      </HStack>
      <PasteChoices idPrefix={idPrefix} choices={choices} onChange={onChange} />
    </Stack>
  );
}

/** "Paste from CSV or spreadsheet": rows pasted into a text box replace or extend the choices; what was left out is listed. */
function PasteChoices({ idPrefix, choices, onChange }: { idPrefix: string; choices: readonly Choice[]; onChange: (choices: Choice[]) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ count: number; problems: Message[] } | undefined>();
  const toggle = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const panelId = `${idPrefix}-paste`;
  const close = () => {
    setOpen(false);
    setResult(undefined);
    toggle.current?.focus();
  };
  const apply = (append: boolean) => {
    const read = choicesFromText(text, append ? choices : []);
    const summary = read.choices.length ? t('formBuilderRules.paste.read', { count: read.choices.length }) : t('formBuilderRules.paste.nothing');
    announce(summary);
    if (read.choices.length) onChange(append ? [...choices, ...read.choices] : read.choices);
    if (read.choices.length && read.problems.length === 0) {
      setText('');
      close();
      return;
    }
    setResult({ count: read.choices.length, problems: read.problems });
    area.current?.focus();
  };
  return (
    <Box>
      <Button
        ref={toggle}
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) close();
          else {
            setOpen(true);
            requestAnimationFrame(() => area.current?.focus());
          }
        }}
      >
        {t('formBuilderRules.paste.open')}
      </Button>
      <Stack id={panelId} display={open ? 'flex' : 'none'} gap="2" mt="2" p="3" borderWidth="1px" borderRadius="l2">
        <Labelled id={`${panelId}-text`} label={t('formBuilderRules.paste.text')} help={t('formBuilderRules.paste.help')}>
          <Textarea
            ref={area}
            id={`${panelId}-text`}
            size="sm"
            rows={6}
            dir="auto"
            value={text}
            aria-describedby={describedBy(`${panelId}-text-help`, result && `${panelId}-result`)}
            onChange={(event) => setText(event.target.value)}
          />
        </Labelled>
        {result ? (
          <Box id={`${panelId}-result`} fontSize="sm">
            <Text>{result.count ? t('formBuilderRules.paste.read', { count: result.count }) : t('formBuilderRules.paste.nothing')}</Text>
            {result.problems.length ? (
              <>
                <Text color="fg.error">{t('formBuilderRules.paste.problems')}</Text>
                <chakra.ul ps="5" color="fg.error">
                  {result.problems.map((problem, index) => (
                    <li key={index}>{t(problem.key, problem.params)}</li>
                  ))}
                </chakra.ul>
              </>
            ) : null}
          </Box>
        ) : null}
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => apply(false)}>
            {t('formBuilderRules.paste.replace')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => apply(true)}>
            {t('formBuilderRules.paste.append')}
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            {t('formBuilderRules.paste.close')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

interface EndpointInputProps {
  idPrefix: string;
  value: string | undefined;
  otherQuestions: readonly { name: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

/** The options' address, with "insert the answer of…" putting {question} at the cursor. */
function EndpointInput({ idPrefix, value, otherQuestions, onChange }: EndpointInputProps) {
  const { t } = useTranslation();
  const id = `${idPrefix}-api-endpoint`;
  const input = useRef<HTMLInputElement>(null);
  const [question, setQuestion] = useState('');
  const [caret, setCaret] = useState<number | undefined>();
  const text = value ?? '';
  const invalid = text !== '' && !ENDPOINT_START.test(text);

  useLayoutEffect(() => {
    if (caret === undefined || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret, caret);
    setCaret(undefined);
  }, [caret, text]);

  const insert = () => {
    const chosen = question || otherQuestions[0]?.name;
    if (!chosen) return;
    const placeholder = `{${chosen}}`;
    const start = input.current?.selectionStart ?? text.length;
    const end = input.current?.selectionEnd ?? start;
    onChange(text.slice(0, start) + placeholder + text.slice(end));
    setCaret(start + placeholder.length);
  };

  return (
    <Stack gap="3" minW="0">
      <Labelled
        id={id}
        label={t('formBuilderRules.options.apiEndpoint')}
        help={t('formBuilderRules.options.apiEndpointHelp')}
        problem={invalid ? t('formBuilderRules.options.apiEndpointInvalid') : undefined}
      >
        <NativeInput
          ref={input}
          id={id}
          size="sm"
          dir="ltr"
          inputMode="url"
          spellCheck={false}
          autoComplete="off"
          placeholder={t('formBuilderRules.options.apiEndpointExample')}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(`${id}-help`, invalid && `${id}-problem`, `${id}-insert-help`)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      </Labelled>
      {otherQuestions.length ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" alignItems={{ sm: 'flex-end' }}>
          <Labelled id={`${id}-question`} label={t('formBuilderRules.options.insertQuestion')}>
            <NativeSelect id={`${id}-question`} size="sm" value={question || otherQuestions[0]?.name} onChange={(event) => setQuestion(event.target.value)}>
              {otherQuestions.map((other) => (
                <option key={other.name} value={other.name}>
                  {other.label ? `${other.label} ({${other.name}})` : `{${other.name}}`}
                </option>
              ))}
            </NativeSelect>
          </Labelled>
          <Button size="sm" variant="outline" onClick={insert}>
            {t('formBuilderRules.options.insert')}
          </Button>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('formBuilderRules.options.noOtherQuestions')}
        </Text>
      )}
      <Text id={`${id}-insert-help`} fontSize="xs" color="fg.muted">
        {t('formBuilderRules.options.insertHelp')}
      </Text>
    </Stack>
  );
}
