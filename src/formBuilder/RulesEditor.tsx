import { Box, Button, chakra, Fieldset, Heading, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RULE_PARAMETERS,
  canAddRule,
  comparableDateQuestions,
  defaultRuleMessage,
  newRule,
  requiredMessage,
  rulesFor,
  type RuleParameter,
} from '../../engine/forms/builder/ruleParameters';
import { withKey } from '../../engine/forms/builder/formEdits';
import { editedText, hintText, withEditedText } from '../../engine/forms/builder/formTexts';
import { parseCalendarDay } from '../../engine/forms/calendarDay';
import type { DateLimit, FieldDefinition, FieldRule, RuleType } from '../../schemas/generated/forms/form-definition';
import { announce } from '../../widgets/shared/announce';
import { NativeInput } from '../../widgets/shared/NativeInput';
import { NativeSelect } from '../../widgets/shared/NativeSelect';
import { useBuilderTexts } from './builderTexts';

export interface RulesEditorProps {
  /** The question, its label as the builder shows it (the rules' default messages name it). */
  field: FieldDefinition & { readonly label: string };
  onChange: (rules: FieldRule[] | undefined) => void;
  /** The form's date questions, for date_comparison (the field itself is left out here). */
  dateQuestions: readonly { name: string; label: string }[];
  /** The engine's errors for this field's rules, pointers relative to the field (/rules/0/value). */
  problems: readonly { pointer: string; message: string }[];
  idPrefix: string;
}

/** Each rule type's name: literal keys, so the key check sees every one. */
const TYPE_TEXT: Record<RuleType, (t: TFunction) => string> = {
  required: (t) => t('formBuilderRules.types.required'),
  email: (t) => t('formBuilderRules.types.email'),
  strictEmail: (t) => t('formBuilderRules.types.strictEmail'),
  phone: (t) => t('formBuilderRules.types.phone'),
  ssn: (t) => t('formBuilderRules.types.ssn'),
  sin: (t) => t('formBuilderRules.types.sin'),
  regex: (t) => t('formBuilderRules.types.regex'),
  minLength: (t) => t('formBuilderRules.types.minLength'),
  maxLength: (t) => t('formBuilderRules.types.maxLength'),
  minValue: (t) => t('formBuilderRules.types.minValue'),
  maxValue: (t) => t('formBuilderRules.types.maxValue'),
  isToday: (t) => t('formBuilderRules.types.isToday'),
  isInFuture: (t) => t('formBuilderRules.types.isInFuture'),
  isInPast: (t) => t('formBuilderRules.types.isInPast'),
  isOn: (t) => t('formBuilderRules.types.isOn'),
  isBefore: (t) => t('formBuilderRules.types.isBefore'),
  isAfter: (t) => t('formBuilderRules.types.isAfter'),
  isBetween: (t) => t('formBuilderRules.types.isBetween'),
  isNotBetween: (t) => t('formBuilderRules.types.isNotBetween'),
  isRelativeToToday: (t) => t('formBuilderRules.types.isRelativeToToday'),
  date_comparison: (t) => t('formBuilderRules.types.date_comparison'),
  noFutureStart: (t) => t('formBuilderRules.types.noFutureStart'),
  maxFileSizeMB: (t) => t('formBuilderRules.types.maxFileSizeMB'),
  maxCumulativeFileSizeMB: (t) => t('formBuilderRules.types.maxCumulativeFileSizeMB'),
};

const typeText = (t: TFunction, type: string) => (Object.hasOwn(TYPE_TEXT, type) ? TYPE_TEXT[type as RuleType](t) : type);

/** The label of a rule's number limit. */
const NUMBER_LABEL: Partial<Record<RuleType, (t: TFunction) => string>> = {
  minLength: (t) => t('formBuilderRules.params.length'),
  maxLength: (t) => t('formBuilderRules.params.length'),
  minValue: (t) => t('formBuilderRules.params.lowest'),
  maxValue: (t) => t('formBuilderRules.params.highest'),
  maxFileSizeMB: (t) => t('formBuilderRules.params.megabytes'),
  maxCumulativeFileSizeMB: (t) => t('formBuilderRules.params.megabytes'),
};

const CHOICE_TEXT: Record<string, (t: TFunction) => string> = {
  after: (t) => t('formBuilderRules.params.after'),
  before: (t) => t('formBuilderRules.params.before'),
  past: (t) => t('formBuilderRules.params.past'),
  next: (t) => t('formBuilderRules.params.next'),
  day: (t) => t('formBuilderRules.params.day'),
  week: (t) => t('formBuilderRules.params.week'),
  month: (t) => t('formBuilderRules.params.month'),
  year: (t) => t('formBuilderRules.params.year'),
};

const CHOICE_LABEL: Record<'comparison' | 'direction' | 'unit', (t: TFunction) => string> = {
  comparison: (t) => t('formBuilderRules.params.comparison'),
  direction: (t) => t('formBuilderRules.params.direction'),
  unit: (t) => t('formBuilderRules.params.unit'),
};

const FLAGS = [
  { flag: 'i', text: (t: TFunction) => t('formBuilderRules.params.flagI') },
  { flag: 'm', text: (t: TFunction) => t('formBuilderRules.params.flagM') },
  { flag: 's', text: (t: TFunction) => t('formBuilderRules.params.flagS') },
  { flag: 'u', text: (t: TFunction) => t('formBuilderRules.params.flagU') },
] as const;

/** Problems at /rules/<index>[/<property>…], by rule index and property ('' for the rule itself). */
function problemsByRule(problems: RulesEditorProps['problems']): { rule: Map<number, Map<string, string[]>>; list: string[] } {
  const rule = new Map<number, Map<string, string[]>>();
  const list: string[] = [];
  for (const problem of problems) {
    const match = /^\/rules(?:\/(\d+)(?:\/([^/]+))?)?/.exec(problem.pointer);
    if (!match?.[1]) {
      list.push(problem.message);
      continue;
    }
    const byProperty = rule.get(Number(match[1])) ?? new Map<string, string[]>();
    const property = match[2] ?? '';
    byProperty.set(property, [...(byProperty.get(property) ?? []), problem.message]);
    rule.set(Number(match[1]), byProperty);
  }
  return { rule, list };
}

function ProblemText({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.error" mt="1">
      {messages.join(' ')}
    </Text>
  );
}

/** A visible label above its control, the help and the problem under it, both describing it. */
function Labelled({
  id,
  label,
  help,
  problems,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  problems?: readonly string[];
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}) {
  const invalid = (problems?.length ?? 0) > 0;
  const describedBy = [help ? `${id}-help` : undefined, invalid ? `${id}-problem` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Box minW="0">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {label}
      </chakra.label>
      {children(describedBy, invalid)}
      {help ? (
        <Text id={`${id}-help`} fontSize="xs" color="fg.muted" mt="1">
          {help}
        </Text>
      ) : null}
      <ProblemText id={`${id}-problem`} messages={problems} />
    </Box>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <chakra.label htmlFor={id} display="flex" gap="2" alignItems="center" minH="6" fontSize="sm" cursor="pointer">
      <chakra.input
        id={id}
        type="checkbox"
        flexShrink="0"
        boxSize="4"
        m="0"
        accentColor="brand.solid"
        cursor="pointer"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </chakra.label>
  );
}

/**
 * Text typed into an input that writes a parsed value: what was typed stays while it does not parse
 * (the rule then goes without the value, and the engine says what is missing); a value changed from
 * outside (undo, another editor) replaces it.
 */
function useTypedText<T>(value: T | undefined, format: (value: T) => string, parse: (text: string) => T | undefined) {
  const [text, setText] = useState(() => (value === undefined ? '' : format(value)));
  const [seen, setSeen] = useState(value);
  if (JSON.stringify(seen) !== JSON.stringify(value)) {
    setSeen(value);
    if (value !== undefined && JSON.stringify(parse(text)) !== JSON.stringify(value)) setText(format(value));
  }
  return [text, setText] as const;
}

function NumberInput({
  id,
  value,
  integer,
  min,
  describedBy,
  invalid,
  onChange,
}: {
  id: string;
  value: unknown;
  integer: boolean;
  min?: number;
  describedBy?: string;
  invalid?: boolean;
  onChange: (value: number | undefined) => void;
}) {
  const parse = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));
  const [text, setText] = useTypedText(typeof value === 'number' ? value : undefined, String, parse);
  return (
    <NativeInput
      id={id}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      min={min}
      size="sm"
      maxW="12rem"
      value={text}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}

type LimitKind = 'date' | 'days';

/** A date limit: a fixed day (YYYY-MM-DD) or a whole number of days from today; undefined while incomplete. */
function DateLimitInput({
  id,
  label,
  value,
  problems,
  onChange,
}: {
  id: string;
  label: string;
  value: DateLimit | undefined;
  problems?: readonly string[];
  onChange: (value: DateLimit | undefined) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LimitKind>(typeof value === 'string' ? 'date' : 'days');
  const [seenKind, setSeenKind] = useState(value === undefined ? undefined : typeof value);
  if (value !== undefined && typeof value !== seenKind) {
    setSeenKind(typeof value);
    setKind(typeof value === 'string' ? 'date' : 'days');
  }
  const parseDays = (text: string) => (/^\s*[-+]?\d+\s*$/.test(text) ? Number(text) : undefined);
  const [days, setDays] = useTypedText(typeof value === 'number' ? value : undefined, String, parseDays);
  const [day, setDay] = useTypedText(typeof value === 'string' ? value : undefined, String, (text) => parseCalendarDay(text));
  return (
    <Fieldset.Root minW="0">
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        {label}
      </Fieldset.Legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" alignItems={{ sm: 'flex-start' }}>
        <Labelled id={`${id}-kind`} label={t('formBuilderRules.params.limitKind')}>
          {() => (
            <NativeSelect
              id={`${id}-kind`}
              size="sm"
              value={kind}
              onChange={(event) => {
                const next = event.target.value as LimitKind;
                setKind(next);
                onChange(next === 'date' ? parseCalendarDay(day) : parseDays(days));
              }}
            >
              <option value="days">{t('formBuilderRules.params.daysFromToday')}</option>
              <option value="date">{t('formBuilderRules.params.fixedDate')}</option>
            </NativeSelect>
          )}
        </Labelled>
        {kind === 'date' ? (
          <Labelled id={id} label={t('formBuilderRules.params.date')} problems={problems}>
            {(describedBy, invalid) => (
              <NativeInput
                id={id}
                type="date"
                size="sm"
                maxW="12rem"
                value={day}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => {
                  setDay(event.target.value);
                  onChange(parseCalendarDay(event.target.value));
                }}
              />
            )}
          </Labelled>
        ) : (
          <Labelled id={id} label={t('formBuilderRules.params.daysFromToday')} help={t('formBuilderRules.params.daysHelp')} problems={problems}>
            {(describedBy, invalid) => (
              <NativeInput
                id={id}
                type="text"
                inputMode="numeric"
                size="sm"
                maxW="12rem"
                value={days}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => {
                  setDays(event.target.value);
                  onChange(parseDays(event.target.value));
                }}
              />
            )}
          </Labelled>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

/** The [from, to] pair: written only when both ends are complete (else the engine reports the pair). */
function DateLimitPairInput({
  id,
  value,
  problems,
  onChange,
}: {
  id: string;
  value: FieldRule['value'];
  problems?: readonly string[];
  onChange: (value: DateLimit[] | undefined) => void;
}) {
  const { t } = useTranslation();
  const pair = Array.isArray(value) ? value : [];
  const ends = useRef<[DateLimit | undefined, DateLimit | undefined]>([pair[0], pair[1]]);
  ends.current = Array.isArray(value) ? [pair[0], pair[1]] : ends.current;
  const change = (index: 0 | 1, limit: DateLimit | undefined) => {
    ends.current[index] = limit;
    const [from, to] = ends.current;
    onChange(from === undefined || to === undefined ? undefined : [from, to]);
  };
  return (
    <Box>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <DateLimitInput id={`${id}-from`} label={t('formBuilderRules.params.from')} value={pair[0]} onChange={(limit) => change(0, limit)} />
        <DateLimitInput id={`${id}-to`} label={t('formBuilderRules.params.to')} value={pair[1]} onChange={(limit) => change(1, limit)} />
      </Stack>
      <ProblemText id={`${id}-problem`} messages={problems} />
    </Box>
  );
}

type LengthRow = { country: string; minLength: string; maxLength: string };

function toLengthRows(value: FieldRule['lengthByCountry']): LengthRow[] {
  return Object.entries(value ?? {}).map(([country, limits]) => ({
    country,
    minLength: limits.minLength === undefined ? '' : String(limits.minLength),
    maxLength: limits.maxLength === undefined ? '' : String(limits.maxLength),
  }));
}

function fromLengthRows(rows: readonly LengthRow[]): FieldRule['lengthByCountry'] {
  const entries = rows
    .filter((row) => row.country.trim() !== '')
    .map((row) => {
      const limits: { minLength?: number; maxLength?: number } = {};
      if (/^\d+$/.test(row.minLength.trim())) limits.minLength = Number(row.minLength);
      if (/^\d+$/.test(row.maxLength.trim())) limits.maxLength = Number(row.maxLength);
      return [row.country.trim().toUpperCase(), limits] as const;
    });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** phone's digit limits per country: one row each (code, fewest, most). */
function LengthByCountryInput({
  id,
  value,
  problems,
  onChange,
}: {
  id: string;
  value: FieldRule['lengthByCountry'];
  problems?: readonly string[];
  onChange: (value: FieldRule['lengthByCountry']) => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => toLengthRows(value));
  const [seen, setSeen] = useState(value);
  if (JSON.stringify(seen) !== JSON.stringify(value)) {
    setSeen(value);
    if (JSON.stringify(fromLengthRows(rows)) !== JSON.stringify(value)) setRows(toLengthRows(value));
  }
  const update = (next: LengthRow[]) => {
    setRows(next);
    onChange(fromLengthRows(next));
  };
  const addButton = useRef<HTMLButtonElement>(null);
  return (
    <Fieldset.Root minW="0" aria-describedby={problems?.length ? `${id}-problem` : undefined}>
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        {t('formBuilderRules.params.lengthByCountry')}
      </Fieldset.Legend>
      <Stack as="ul" listStyleType="none" gap="2">
        {rows.map((row, index) => {
          const number = index + 1;
          const set = (patch: Partial<LengthRow>) => update(rows.map((other, at) => (at === index ? { ...other, ...patch } : other)));
          return (
            <Stack as="li" key={index} direction={{ base: 'column', sm: 'row' }} gap="2" alignItems={{ sm: 'flex-end' }}>
              <Labelled id={`${id}-${index}-country`} label={t('formBuilderRules.params.countryColumn')}>
                {() => (
                  <NativeInput
                    id={`${id}-${index}-country`}
                    aria-label={t('formBuilderRules.params.country', { number })}
                    size="sm"
                    maxW="8rem"
                    maxLength={2}
                    autoComplete="off"
                    value={row.country}
                    onChange={(event) => set({ country: event.target.value.toUpperCase() })}
                  />
                )}
              </Labelled>
              <Labelled id={`${id}-${index}-min`} label={t('formBuilderRules.params.minDigitsColumn')}>
                {() => (
                  <NativeInput
                    id={`${id}-${index}-min`}
                    aria-label={t('formBuilderRules.params.minDigits', { number })}
                    size="sm"
                    maxW="8rem"
                    inputMode="numeric"
                    value={row.minLength}
                    onChange={(event) => set({ minLength: event.target.value })}
                  />
                )}
              </Labelled>
              <Labelled id={`${id}-${index}-max`} label={t('formBuilderRules.params.maxDigitsColumn')}>
                {() => (
                  <NativeInput
                    id={`${id}-${index}-max`}
                    aria-label={t('formBuilderRules.params.maxDigits', { number })}
                    size="sm"
                    maxW="8rem"
                    inputMode="numeric"
                    value={row.maxLength}
                    onChange={(event) => set({ maxLength: event.target.value })}
                  />
                )}
              </Labelled>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  update(rows.filter((_, at) => at !== index));
                  addButton.current?.focus();
                }}
              >
                {t('formBuilderRules.params.removeCountry', { number })}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      <Box>
        <Button ref={addButton} size="sm" variant="outline" onClick={() => setRows([...rows, { country: '', minLength: '', maxLength: '' }])}>
          {t('formBuilderRules.params.addCountry')}
        </Button>
      </Box>
      <ProblemText id={`${id}-problem`} messages={problems} />
    </Fieldset.Root>
  );
}

interface ParameterProps {
  id: string;
  rule: FieldRule;
  parameter: RuleParameter;
  problems: ReadonlyMap<string, string[]> | undefined;
  dateQuestions: readonly { name: string; label: string }[];
  onChange: (rule: FieldRule) => void;
}

/** The input of one parameter of a rule. */
function ParameterInput({ id, rule, parameter, problems, dateQuestions, onChange }: ParameterProps) {
  const { t } = useTranslation();
  const at = problems?.get(parameter.property);
  const set = (value: unknown) => onChange(withKey<FieldRule, keyof FieldRule>(rule, parameter.property, value as FieldRule[keyof FieldRule]));
  switch (parameter.input) {
    case 'number': {
      const label = parameter.property === 'duration' ? t('formBuilderRules.params.duration') : (NUMBER_LABEL[rule.type]?.(t) ?? rule.type);
      return (
        <Labelled id={id} label={label} problems={at}>
          {(describedBy, invalid) => (
            <NumberInput
              id={id}
              value={rule[parameter.property]}
              integer={parameter.integer}
              min={parameter.min}
              describedBy={describedBy}
              invalid={invalid}
              onChange={set}
            />
          )}
        </Labelled>
      );
    }
    case 'pattern':
      return (
        <Labelled id={id} label={t('formBuilderRules.params.pattern')} help={t('formBuilderRules.params.patternHelp')} problems={at}>
          {(describedBy, invalid) => (
            <NativeInput
              id={id}
              size="sm"
              dir="ltr"
              fontFamily="mono"
              spellCheck={false}
              autoComplete="off"
              value={typeof rule.value === 'string' ? rule.value : ''}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => set(event.target.value)}
            />
          )}
        </Labelled>
      );
    case 'flags': {
      const flags = rule.flags ?? '';
      return (
        <Fieldset.Root minW="0" aria-describedby={at?.length ? `${id}-problem` : undefined}>
          <Fieldset.Legend fontSize="sm" fontWeight="semibold">
            {t('formBuilderRules.params.flags')}
          </Fieldset.Legend>
          <Stack gap="1">
            {FLAGS.map(({ flag, text }) => (
              <Check
                key={flag}
                id={`${id}-${flag}`}
                label={text(t)}
                checked={flags.includes(flag)}
                onChange={(checked) => {
                  const next = FLAGS.map((option) => option.flag)
                    .filter((option) => (option === flag ? checked : flags.includes(option)))
                    .join('');
                  set(next === '' ? undefined : next);
                }}
              />
            ))}
          </Stack>
          <ProblemText id={`${id}-problem`} messages={at} />
        </Fieldset.Root>
      );
    }
    case 'dateLimit':
      return (
        <DateLimitInput
          id={id}
          label={t('formBuilderRules.params.date')}
          value={Array.isArray(rule.value) ? undefined : rule.value}
          problems={at}
          onChange={set}
        />
      );
    case 'dateLimitPair':
      return <DateLimitPairInput id={id} value={rule.value} problems={at} onChange={set} />;
    case 'switch': {
      const label =
        rule.type === 'date_comparison'
          ? t('formBuilderRules.params.inclusiveSameDay')
          : parameter.byDefault
            ? t('formBuilderRules.params.inclusiveEnds')
            : t('formBuilderRules.params.inclusiveLimit');
      return (
        <Box>
          <Check
            id={id}
            label={label}
            checked={rule.inclusive ?? parameter.byDefault}
            onChange={(checked) => set(checked === parameter.byDefault ? undefined : checked)}
          />
          <ProblemText id={`${id}-problem`} messages={at} />
        </Box>
      );
    }
    case 'dateQuestion': {
      const known = dateQuestions.some((question) => question.name === rule.field);
      return (
        <Labelled
          id={id}
          label={t('formBuilderRules.params.field')}
          help={dateQuestions.length ? undefined : t('formBuilderRules.rules.noDateQuestion')}
          problems={at}
        >
          {(describedBy, invalid) => (
            <NativeSelect
              id={id}
              size="sm"
              value={rule.field ?? ''}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => set(event.target.value === '' ? undefined : event.target.value)}
            >
              {known ? null : <option value={rule.field ?? ''}>{rule.field ?? ''}</option>}
              {dateQuestions.map((question) => (
                <option key={question.name} value={question.name}>
                  {question.label || question.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
      );
    }
    case 'choice': {
      const current = rule[parameter.property];
      return (
        <Labelled id={id} label={CHOICE_LABEL[parameter.property](t)} problems={at}>
          {(describedBy, invalid) => (
            <NativeSelect
              id={id}
              size="sm"
              value={current ?? ''}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => set(event.target.value)}
            >
              {current === undefined || (parameter.choices as readonly string[]).includes(current) ? null : <option value={current}>{current}</option>}
              {parameter.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {CHOICE_TEXT[choice]?.(t) ?? choice}
                </option>
              ))}
            </NativeSelect>
          )}
        </Labelled>
      );
    }
    case 'lengthByCountry':
      return <LengthByCountryInput id={id} value={rule.lengthByCountry} problems={at} onChange={set} />;
  }
}

/**
 * The rules of a question (properties panel, issue 18): each rule with its type, the inputs of its
 * parameters, an optional message whose placeholder is the default message, and the engine's problems
 * beside the input they point at; "Add rule" with a type. The required rule's message is set here too
 * (when the question is required); its switch is the panel's. Writes undefined for no rules.
 */
export function RulesEditor({ field, onChange, dateQuestions, problems, idPrefix }: RulesEditorProps) {
  const { t } = useTranslation();
  const texts = useBuilderTexts();
  const headingId = useId();
  const rules = field.rules ?? [];
  const available = rulesFor(field.type);
  const context = { field, dateQuestions };
  const others = comparableDateQuestions(context);
  const addable = available.filter((type) => canAddRule(type, context));
  const [adding, setAdding] = useState<RuleType | ''>('');
  const chosen = adding !== '' && addable.includes(adding) ? adding : (addable[0] ?? '');
  const [focusRule, setFocusRule] = useState<number | undefined>();
  const { rule: ruleProblems, list: listProblems } = problemsByRule(problems);
  const labelOf = (name: string) => dateQuestions.find((question) => question.name === name)?.label;

  // The new rule's type gets the focus once the rule is there (the panel may write it a render later).
  useEffect(() => {
    const select = focusRule === undefined ? null : document.getElementById(`${idPrefix}-rule-${focusRule}-type`);
    if (!select) return;
    select.focus();
    setFocusRule(undefined);
  }, [focusRule, idPrefix, rules.length]);

  const write = (next: FieldRule[]) => onChange(next.length ? next : undefined);
  const replace = (index: number, rule: FieldRule) => write(rules.map((other, at) => (at === index ? rule : other)));

  const requiredIndex = rules.findIndex((rule) => rule.type === 'required');
  const requiredRule = requiredIndex === -1 ? undefined : rules[requiredIndex];
  const setRequiredMessage = (text: string) => {
    // The message in the builder's language; a message by language keeps the others.
    const message = withEditedText(requiredRule?.message, text, texts);
    if (requiredRule) {
      const next = withKey(requiredRule, 'message', message);
      // Without a message and with the switch on, the rule says nothing the switch does not.
      if (message === undefined && field.required === true && Object.keys(next).length === 1) write(rules.filter((_, at) => at !== requiredIndex));
      else replace(requiredIndex, next);
    } else if (message !== undefined) {
      write([...rules, { type: 'required', message }]);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" minW="0">
      <Heading as="h3" size="sm" id={headingId} tabIndex={-1}>
        {t('formBuilderRules.rules.title')}
      </Heading>
      {field.required === true || requiredRule ? (
        <Labelled
          id={`${idPrefix}-required-message`}
          label={t('formBuilderRules.rules.requiredMessage')}
          problems={ruleProblems.get(requiredIndex)?.get('message')}
        >
          {(describedBy, invalid) => (
            <NativeInput
              id={`${idPrefix}-required-message`}
              size="sm"
              placeholder={hintText(requiredRule?.message, texts) ?? requiredMessage(field)}
              lang={texts.language}
              value={editedText(requiredRule?.message, texts)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => setRequiredMessage(event.target.value)}
            />
          )}
        </Labelled>
      ) : null}
      {listProblems.length ? <ProblemText id={`${idPrefix}-rules-problem`} messages={listProblems} /> : null}
      {rules.length === (requiredRule ? 1 : 0) ? (
        <Text fontSize="sm" color="fg.muted">
          {available.length ? t('formBuilderRules.rules.empty') : t('formBuilderRules.rules.noneApply')}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" ps="0">
          {rules.map((rule, index) => {
            if (rule.type === 'required') return null;
            const number = index + 1 - (requiredIndex !== -1 && requiredIndex < index ? 1 : 0);
            const id = `${idPrefix}-rule-${index}`;
            const at = ruleProblems.get(index);
            const name = typeText(t, rule.type);
            const known = Object.hasOwn(RULE_PARAMETERS, rule.type);
            const choices = available.includes(rule.type) ? available : [rule.type, ...available];
            const typeProblems = [...(at?.get('type') ?? []), ...(at?.get('') ?? [])];
            if (known && !available.includes(rule.type) && typeProblems.length === 0) typeProblems.push(t('formBuilderRules.rules.notApplicable'));
            const shown = new Set<string>(['type', '', 'message', ...(known ? RULE_PARAMETERS[rule.type].map((parameter) => parameter.property) : [])]);
            const elsewhere = [...(at?.entries() ?? [])].filter(([property]) => !shown.has(property)).flatMap(([, messages]) => messages);
            return (
              <Box as="li" key={index} borderWidth="1px" borderRadius="l2" p="3" minW="0" aria-labelledby={`${id}-title`}>
                <Stack gap="3">
                  <Text id={`${id}-title`} fontWeight="semibold">
                    {t('formBuilderRules.rules.rule', { number, type: name })}
                  </Text>
                  <Labelled id={`${id}-type`} label={t('formBuilderRules.rules.type')} problems={typeProblems}>
                    {(describedBy, invalid) => (
                      <NativeSelect
                        id={`${id}-type`}
                        size="sm"
                        value={rule.type}
                        aria-describedby={describedBy}
                        aria-invalid={invalid || undefined}
                        onChange={(event) => {
                          const type = event.target.value as RuleType;
                          const made = newRule(type, context);
                          replace(index, rule.message === undefined ? made : { ...made, message: rule.message });
                        }}
                      >
                        {choices.map((type) => (
                          <option key={type} value={type} disabled={type !== rule.type && !canAddRule(type, context)}>
                            {typeText(t, type)}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Labelled>
                  {known
                    ? RULE_PARAMETERS[rule.type].map((parameter) => (
                        <ParameterInput
                          key={parameter.property}
                          id={`${id}-${parameter.property}`}
                          rule={rule}
                          parameter={parameter}
                          problems={at}
                          dateQuestions={others}
                          onChange={(next) => replace(index, next)}
                        />
                      ))
                    : null}
                  <Labelled
                    id={`${id}-message`}
                    label={t('formBuilderRules.rules.message')}
                    help={t('formBuilderRules.rules.messageHelp')}
                    problems={at?.get('message')}
                  >
                    {(describedBy, invalid) => (
                      <NativeInput
                        id={`${id}-message`}
                        size="sm"
                        placeholder={hintText(rule.message, texts) ?? (known ? defaultRuleMessage(rule, field, { labelOf }) : undefined)}
                        lang={texts.language}
                        value={editedText(rule.message, texts)}
                        aria-describedby={describedBy}
                        aria-invalid={invalid || undefined}
                        onChange={(event) => replace(index, withKey(rule, 'message', withEditedText(rule.message, event.target.value, texts)))}
                      />
                    )}
                  </Labelled>
                  <ProblemText id={`${id}-problem`} messages={elsewhere} />
                  <Box>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        write(rules.filter((_, at) => at !== index));
                        announce(t('formBuilderRules.rules.removed', { type: name }));
                        (document.getElementById(`${idPrefix}-add-rule`) ?? document.getElementById(headingId))?.focus();
                      }}
                    >
                      {t('formBuilderRules.rules.remove', { number })}
                    </Button>
                  </Box>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
      {addable.length ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" alignItems={{ sm: 'flex-end' }}>
          <Labelled id={`${idPrefix}-add-rule`} label={t('formBuilderRules.rules.addType')}>
            {() => (
              <NativeSelect id={`${idPrefix}-add-rule`} size="sm" value={chosen} onChange={(event) => setAdding(event.target.value as RuleType)}>
                {addable.map((type) => (
                  <option key={type} value={type}>
                    {typeText(t, type)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Labelled>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => {
              if (chosen === '') return;
              write([...rules, newRule(chosen, context)]);
              announce(t('formBuilderRules.rules.added', { type: typeText(t, chosen) }));
              setFocusRule(rules.length);
            }}
          >
            {t('formBuilderRules.rules.add')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
