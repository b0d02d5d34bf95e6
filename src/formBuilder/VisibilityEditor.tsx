import { Alert, Box, Button, chakra, Flex, HStack, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  isConditionComplete,
  operatorsFor,
  readConditions,
  writeConditions,
  type Condition,
  type ConditionGroup,
  type ConditionOperator,
  type ConditionValue,
} from '../../engine/forms/builder/visibilityConditions';
import { findUnknownVariables } from '../../engine/logic/extractVariables';
import { findUnknownOperators } from '../../engine/logic/findUnknownOperators';
import type { LocalizedText } from '../../schemas/generated/employer-config';
import type { FieldDefinition, FieldType } from '../../schemas/generated/forms/form-definition';
import { announce } from '../../widgets/shared/announce';
import { ConfirmDialog } from '../../widgets/shared/ConfirmDialog';
import { NativeInput } from '../../widgets/shared/NativeInput';
import { NativeSelect } from '../../widgets/shared/NativeSelect';

export interface VisibilityQuestion {
  name: string;
  label: string;
  type: FieldType;
  choices?: { label: string; value: string | number | boolean }[];
  /**
   * The answer is a list: a select, dropdown or radio with options.multiple, a checkbox with choices or
   * an apiEndpoint. Left out, a checkbox with choices counts as one.
   */
  multiple?: boolean;
}

/** What a condition needs to know of a question it reads: its name, label, type, choices and whether its answer is a list. */
export function visibilityQuestion(field: FieldDefinition, shown: (text: LocalizedText | undefined) => string): VisibilityQuestion {
  const { options } = field;
  const multiple = options?.multiple === true || (field.type === 'checkbox' && options?.apiEndpoint !== undefined);
  return {
    name: field.name,
    label: shown(field.label),
    type: field.type,
    ...(options?.choices ? { choices: options.choices.map(({ label, value }) => ({ label: shown(label), value })) } : {}),
    ...(multiple ? { multiple } : {}),
  };
}

/** A question's visibleFn: a JSON Logic rule, true or false, or none (always shown). */
type Rule = Record<string, unknown> | boolean | undefined;

export interface VisibilityEditorProps {
  /** The question's visibleFn. */
  value: Rule;
  onChange: (next: Rule) => void;
  /** The questions it may depend on (not the question itself). */
  questions: readonly VisibilityQuestion[];
  /** The engine's messages for this visibleFn (a dependency cycle, an unknown question), shown under the editor. */
  problems: readonly string[];
  /** Unique per question: the prefix of the editor's element ids. */
  idPrefix: string;
}

type Item = Condition | ConditionGroup;
type Path = readonly number[];
/** What a condition's value is entered with. */
type ValueKind = 'none' | 'choice' | 'choices' | 'text' | 'lines' | 'number' | 'date';

/** Groups nest at most this deep when added here (a rule read from JSON may nest deeper; it is shown all the same). */
const MAX_GROUP_DEPTH = 3;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Deep equality of JSON values, key order aside. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

const answerIsList = (question: VisibilityQuestion) => question.multiple ?? (question.type === 'checkbox' && (question.choices?.length ?? 0) > 0);
const operatorsOf = (question: VisibilityQuestion | undefined) => (question ? operatorsFor(question.type, answerIsList(question)) : []);

function valueKind(question: VisibilityQuestion | undefined, operator: ConditionOperator): ValueKind {
  const hasChoices = (question?.choices?.length ?? 0) > 0;
  switch (operator) {
    case 'empty':
    case 'notEmpty':
      return 'none';
    case 'before':
    case 'after':
      return 'date';
    case 'greater':
    case 'less':
      return 'number';
    case 'oneOf':
      return hasChoices ? 'choices' : 'lines';
    case 'contains':
      return hasChoices ? 'choice' : 'text';
    case 'equals':
    case 'notEquals':
      if (hasChoices) return 'choice';
      if (question?.type === 'date') return 'date';
      return question?.type === 'number' || question?.type === 'star_rating' ? 'number' : 'text';
  }
}

function defaultValue(question: VisibilityQuestion | undefined, kind: ValueKind): Condition['value'] {
  return kind === 'choice' ? question?.choices?.[0]?.value : undefined;
}

function conditionFor(question: VisibilityQuestion, operator = operatorsOf(question)[0] ?? 'notEmpty'): Condition {
  const value = defaultValue(question, valueKind(question, operator));
  return value === undefined ? { kind: 'condition', question: question.name, operator } : { kind: 'condition', question: question.name, operator, value };
}

/** The condition with another operator, its value carried over where the new one takes the same kind (one value into a list and back). */
function withOperator(condition: Condition, operator: ConditionOperator, question: VisibilityQuestion | undefined): Condition {
  const from = valueKind(question, condition.operator);
  const to = valueKind(question, operator);
  const { value } = condition;
  const single = Array.isArray(value) ? value[0] : value;
  let next: Condition['value'];
  if (to === 'none') next = undefined;
  else if (from === to) next = value;
  else if ((to === 'choices' || to === 'lines') && (from === 'choice' || from === 'text') && single !== undefined) next = [single];
  else if ((to === 'choice' || to === 'text') && (from === 'choices' || from === 'lines') && single !== undefined) next = single;
  else next = defaultValue(question, to);
  return next === undefined
    ? { kind: 'condition', question: condition.question, operator }
    : { kind: 'condition', question: condition.question, operator, value: next };
}

function isComplete(group: ConditionGroup): boolean {
  return group.conditions.every((item) => (item.kind === 'group' ? item.conditions.length > 0 && isComplete(item) : isConditionComplete(item)));
}

/** The group with the item at path replaced (null: removed); a nested group left without conditions goes too. */
function replaceAt(group: ConditionGroup, path: Path, next: Item | null): ConditionGroup {
  const [index, ...rest] = path;
  const conditions = group.conditions.flatMap((item, at): Item[] => {
    if (at !== index) return [item];
    if (rest.length === 0) return next ? [next] : [];
    if (item.kind !== 'group') return [item];
    const inner = replaceAt(item, rest, next);
    return inner.conditions.length === 0 ? [] : [inner];
  });
  return { ...group, conditions };
}

function itemAt(group: ConditionGroup, path: Path): Item | undefined {
  let item: Item | undefined = group;
  for (const index of path) item = item?.kind === 'group' ? item.conditions[index] : undefined;
  return item;
}

/** "2.1" for the first item of the second. */
const positionOf = (path: Path) => path.map((index) => index + 1).join('.');

function parseRuleText(text: string): { ok: true; rule: Rule } | { ok: false; error: 'syntax' | 'shape'; detail: string } {
  if (text.trim() === '') return { ok: true, rule: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
  if (typeof parsed === 'boolean' || (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))) {
    return { ok: true, rule: parsed as Rule };
  }
  return { ok: false, error: 'shape', detail: '' };
}

/** The questions a rule reads that are not among those it may depend on, and the operators the engine does not evaluate. */
function ruleWarnings(t: TFunction, rule: Record<string, unknown>, questions: readonly VisibilityQuestion[]): string[] {
  const unknownQuestions = findUnknownVariables(
    rule,
    questions.map((question) => question.name),
  ).map((name) => t('formBuilderLogic.unknownQuestion', { name }));
  const unknownOperators = findUnknownOperators(rule).map(({ operator, pointer }) => t('formBuilderLogic.json.unknownOperator', { operator, pointer }));
  return [...new Set([...unknownQuestions, ...unknownOperators])];
}

const formatRule = (rule: Rule) => (rule === undefined ? '' : JSON.stringify(rule, null, 2));

function operatorLabel(t: TFunction, operator: ConditionOperator): string {
  switch (operator) {
    case 'equals':
      return t('formBuilderLogic.operators.equals');
    case 'notEquals':
      return t('formBuilderLogic.operators.notEquals');
    case 'oneOf':
      return t('formBuilderLogic.operators.oneOf');
    case 'contains':
      return t('formBuilderLogic.operators.contains');
    case 'empty':
      return t('formBuilderLogic.operators.empty');
    case 'notEmpty':
      return t('formBuilderLogic.operators.notEmpty');
    case 'greater':
      return t('formBuilderLogic.operators.greater');
    case 'less':
      return t('formBuilderLogic.operators.less');
    case 'before':
      return t('formBuilderLogic.operators.before');
    case 'after':
      return t('formBuilderLogic.operators.after');
  }
}

function missingValueText(t: TFunction, kind: ValueKind): string {
  switch (kind) {
    case 'number':
      return t('formBuilderLogic.needsNumber');
    case 'date':
      return t('formBuilderLogic.needsDate');
    case 'choices':
    case 'lines':
      return t('formBuilderLogic.needsValues');
    default:
      return t('formBuilderLogic.needsValue');
  }
}

/**
 * Text typed into an input whose value is parsed from it (a number, one value per line): the text is
 * kept as typed while it parses to the value, and follows the value when that changes elsewhere.
 */
function useTypedText<T>(value: T, format: (value: T) => string, parse: (text: string) => T, onChange: (value: T) => void) {
  const [typed, setTyped] = useState(() => ({ source: value, text: format(value) }));
  let current = typed;
  if (!sameJson(typed.source, value)) {
    current = { source: value, text: format(value) };
    setTyped(current);
  }
  const change = (text: string) => {
    const parsed = parse(text);
    setTyped({ source: parsed, text });
    onChange(parsed);
  };
  return [current.text, change] as const;
}

const parseNumber = (text: string): number | undefined => {
  const trimmed = text.trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : undefined;
};
const parseLines = (text: string): ConditionValue[] | undefined => {
  const values = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return values.length > 0 ? values : undefined;
};

interface ControlProps {
  id: string;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
}

function NumberValue({ value, onChange, ...control }: ControlProps & { value: Condition['value']; onChange: (value: number | undefined) => void }) {
  const [text, change] = useTypedText(
    typeof value === 'number' ? value : undefined,
    (number) => (number === undefined ? '' : String(number)),
    parseNumber,
    onChange,
  );
  return (
    <NativeInput
      id={control.id}
      aria-label={control.label}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      size="sm"
      inputMode="decimal"
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}

function LinesValue({
  value,
  onChange,
  helpId,
  ...control
}: ControlProps & { value: Condition['value']; helpId: string; onChange: (value: ConditionValue[] | undefined) => void }) {
  const { t } = useTranslation();
  const [text, change] = useTypedText(Array.isArray(value) ? value : undefined, (values) => (values ?? []).map(String).join('\n'), parseLines, onChange);
  return (
    <Box>
      <Textarea
        id={control.id}
        aria-label={control.label}
        aria-invalid={control.invalid || undefined}
        aria-describedby={[helpId, control.describedBy].filter(Boolean).join(' ')}
        size="sm"
        rows={3}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
      <Text id={helpId} fontSize="xs" color="fg.muted">
        {t('formBuilderLogic.linesHelp')}
      </Text>
    </Box>
  );
}

interface ValueInputProps extends ControlProps {
  kind: ValueKind;
  question: VisibilityQuestion | undefined;
  value: Condition['value'];
  onChange: (value: Condition['value']) => void;
}

function ValueInput({ kind, question, value, onChange, ...control }: ValueInputProps) {
  const { t } = useTranslation();
  const choices = question?.choices ?? [];
  const aria = { id: control.id, 'aria-label': control.label, 'aria-invalid': control.invalid || undefined, 'aria-describedby': control.describedBy };
  switch (kind) {
    case 'none':
      return null;
    case 'choice': {
      const index = choices.findIndex((choice) => sameJson(choice.value, value));
      const stray = index < 0 && value !== undefined && !Array.isArray(value);
      return (
        <NativeSelect
          {...aria}
          size="sm"
          value={index >= 0 ? String(index) : stray ? 'stray' : ''}
          onChange={(event) => onChange(event.target.value === 'stray' ? value : choices[Number(event.target.value)]?.value)}
        >
          {index < 0 && !stray && <option value="">{t('formBuilderLogic.condition.chooseValue')}</option>}
          {stray && <option value="stray">{t('formBuilderLogic.condition.notAChoice', { value: String(value) })}</option>}
          {choices.map((choice, at) => (
            <option key={at} value={String(at)}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      );
    }
    case 'choices': {
      const chosen = Array.isArray(value) ? value : [];
      const toggle = (choice: ConditionValue, on: boolean) => {
        const next = on ? [...chosen, choice] : chosen.filter((item) => !sameJson(item, choice));
        onChange(next.length > 0 ? next : undefined);
      };
      const strays = chosen.filter((item) => !choices.some((choice) => sameJson(choice.value, item)));
      return (
        <chakra.fieldset {...aria} aria-label={undefined} minW="0">
          <chakra.legend srOnly>{control.label}</chakra.legend>
          <Stack gap="1">
            {[
              ...choices.map((choice) => ({ label: choice.label, value: choice.value })),
              ...strays.map((item) => ({ label: t('formBuilderLogic.condition.notAChoice', { value: String(item) }), value: item })),
            ].map((choice, at) => (
              <chakra.label key={at} display="flex" alignItems="center" gap="2" fontSize="sm" minH="6">
                <input
                  type="checkbox"
                  checked={chosen.some((item) => sameJson(item, choice.value))}
                  onChange={(event) => toggle(choice.value, event.target.checked)}
                />
                {choice.label}
              </chakra.label>
            ))}
          </Stack>
        </chakra.fieldset>
      );
    }
    case 'lines':
      return <LinesValue {...control} helpId={`${control.id}-help`} value={value} onChange={onChange} />;
    case 'number':
      return <NumberValue {...control} value={value} onChange={onChange} />;
    case 'date':
      return (
        <NativeInput
          {...aria}
          size="sm"
          type="date"
          value={typeof value === 'string' && DATE.test(value) ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      );
    case 'text':
      return (
        <NativeInput
          {...aria}
          size="sm"
          value={value === undefined || Array.isArray(value) ? '' : String(value)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      );
  }
}

interface RowContext {
  questions: readonly VisibilityQuestion[];
  idOf: (path: Path, part: string) => string;
  onReplace: (path: Path, next: Item | null) => void;
  onAdd: (groupPath: Path, item: Item) => void;
}

function ConditionRow({ condition, path, context }: { condition: Condition; path: Path; context: RowContext }) {
  const { t } = useTranslation();
  const { questions, idOf, onReplace } = context;
  const position = positionOf(path);
  const question = questions.find((candidate) => candidate.name === condition.question);
  const offered = operatorsOf(question);
  const operators = offered.includes(condition.operator) ? offered : [...offered, condition.operator];
  const kind = valueKind(question, condition.operator);
  const complete = isConditionComplete(condition);
  const questionMessageId = idOf(path, 'question-message');
  const operatorMessageId = idOf(path, 'operator-message');
  const valueMessageId = idOf(path, 'value-message');
  const unknown = question === undefined;
  const unsuited = question !== undefined && !offered.includes(condition.operator);
  const missingValue = !unknown && !unsuited && !complete && kind !== 'none';
  // Questions no condition can read are not offered, unless this condition reads one.
  const choosable = questions.filter((candidate) => candidate === question || operatorsOf(candidate).length > 0);

  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="2">
      <Flex wrap="wrap" gap="2" align="flex-start">
        <Box flex="1 1 11rem" minW="0">
          <NativeSelect
            id={idOf(path, 'question')}
            aria-label={t('formBuilderLogic.condition.question', { position })}
            aria-invalid={unknown || undefined}
            aria-describedby={unknown ? questionMessageId : undefined}
            size="sm"
            value={condition.question}
            onChange={(event) => {
              const next = questions.find((candidate) => candidate.name === event.target.value);
              if (!next) return;
              const operator = operatorsOf(next).includes(condition.operator) ? condition.operator : undefined;
              onReplace(path, conditionFor(next, operator));
            }}
          >
            {unknown && <option value={condition.question}>{t('formBuilderLogic.condition.unknownOption', { name: condition.question })}</option>}
            {choosable.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <Box flex="1 1 9rem" minW="0">
          <NativeSelect
            id={idOf(path, 'operator')}
            aria-label={t('formBuilderLogic.condition.operator', { position })}
            aria-invalid={unsuited || undefined}
            aria-describedby={unsuited ? operatorMessageId : undefined}
            size="sm"
            value={condition.operator}
            onChange={(event) => onReplace(path, withOperator(condition, event.target.value as ConditionOperator, question))}
          >
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {operatorLabel(t, operator)}
              </option>
            ))}
          </NativeSelect>
        </Box>
        {kind !== 'none' && (
          <Box flex="1 1 11rem" minW="0">
            <ValueInput
              id={idOf(path, 'value')}
              label={
                kind === 'choices' || kind === 'lines'
                  ? t('formBuilderLogic.condition.values', { position })
                  : t('formBuilderLogic.condition.value', { position })
              }
              invalid={missingValue}
              describedBy={missingValue ? valueMessageId : undefined}
              kind={kind}
              question={question}
              value={condition.value}
              onChange={(value) =>
                onReplace(
                  path,
                  value === undefined
                    ? { kind: 'condition', question: condition.question, operator: condition.operator }
                    : { kind: 'condition', question: condition.question, operator: condition.operator, value },
                )
              }
            />
          </Box>
        )}
        <Button
          size="sm"
          variant="ghost"
          flexShrink="0"
          aria-label={t('formBuilderLogic.condition.remove', { position })}
          onClick={() => onReplace(path, null)}
        >
          <RemoveIcon />
        </Button>
      </Flex>
      {unknown && <RowMessage id={questionMessageId}>{t('formBuilderLogic.unknownQuestion', { name: condition.question })}</RowMessage>}
      {unsuited && <RowMessage id={operatorMessageId}>{t('formBuilderLogic.unsuitedOperator', { operator: operatorLabel(t, condition.operator) })}</RowMessage>}
      {missingValue && <RowMessage id={valueMessageId}>{missingValueText(t, kind)}</RowMessage>}
    </Box>
  );
}

function RowMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Text id={id} mt="1" fontSize="sm" color="fg.error">
      {children}
    </Text>
  );
}

function RemoveIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

function GroupEditor({ group, path, context }: { group: ConditionGroup; path: Path; context: RowContext }) {
  const { t } = useTranslation();
  const { questions, idOf, onReplace, onAdd } = context;
  const nested = path.length > 0;
  const first = questions.find((question) => operatorsOf(question).length > 0);
  const matchId = idOf(path, 'match');
  return (
    <Stack gap="2" {...(nested ? { ps: '3', borderStartWidth: '2px', borderColor: 'border.emphasized' } : {})}>
      {group.conditions.length > 0 && (
        <Flex wrap="wrap" gap="2" align="center">
          <chakra.label htmlFor={matchId} fontSize="sm" fontWeight="medium">
            {nested ? t('formBuilderLogic.groupWhen', { position: positionOf(path) }) : t('formBuilderLogic.showWhen')}
          </chakra.label>
          <Box flex="0 1 14rem" minW="0">
            <NativeSelect
              id={matchId}
              size="sm"
              value={group.match}
              onChange={(event) => onReplace(path, { ...group, match: event.target.value as 'all' | 'any' })}
            >
              <option value="all">{t('formBuilderLogic.match.all')}</option>
              <option value="any">{t('formBuilderLogic.match.any')}</option>
            </NativeSelect>
          </Box>
          {nested && (
            <Button size="xs" variant="ghost" ms="auto" onClick={() => onReplace(path, null)}>
              {t('formBuilderLogic.removeGroup', { position: positionOf(path) })}
            </Button>
          )}
        </Flex>
      )}
      {group.conditions.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {group.conditions.map((item, index) =>
            item.kind === 'group' ? (
              <li key={index}>
                <GroupEditor group={item} path={[...path, index]} context={context} />
              </li>
            ) : (
              <ConditionRow key={index} condition={item} path={[...path, index]} context={context} />
            ),
          )}
        </Stack>
      )}
      {first ? (
        <HStack gap="2" wrap="wrap">
          <Button
            id={idOf(path, 'add')}
            size="sm"
            variant="outline"
            aria-label={nested ? t('formBuilderLogic.addConditionTo', { position: positionOf(path) }) : undefined}
            onClick={() => onAdd(path, conditionFor(first))}
          >
            {t('formBuilderLogic.addCondition')}
          </Button>
          {path.length < MAX_GROUP_DEPTH && (
            <Button
              id={idOf(path, 'add-group')}
              size="sm"
              variant="outline"
              aria-label={nested ? t('formBuilderLogic.addGroupTo', { position: positionOf(path) }) : undefined}
              onClick={() => onAdd(path, { kind: 'group', match: group.match === 'all' ? 'any' : 'all', conditions: [conditionFor(first)] })}
            >
              {t('formBuilderLogic.addGroup')}
            </Button>
          )}
        </HStack>
      ) : (
        !nested && <Text fontSize="sm">{t('formBuilderLogic.noQuestions')}</Text>
      )}
    </Stack>
  );
}

/**
 * When a question shows: conditions on other questions' answers (all or any of them, in nested
 * groups), or the visibleFn as JSON Logic for what the conditions cannot show. Both edit the same
 * rule (engine/forms/builder/visibilityConditions.ts writes and reads it); a change goes to onChange
 * once it is a whole rule: every condition with its value, the JSON valid.
 */
export function VisibilityEditor({ value, onChange, questions, problems, idPrefix }: VisibilityEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('conditions');
  const [replacing, setReplacing] = useState(false);
  const focusNext = useRef<string | null>(null);

  // The conditions being edited, read again whenever the rule changes elsewhere (the JSON tab, undo).
  const [draft, setDraft] = useState(() => ({ source: value, group: readConditions(value) }));
  let { group } = draft;
  if (!sameJson(draft.source, value)) {
    group = readConditions(value);
    setDraft({ source: value, group });
  }
  // The JSON text, kept as typed while it is not valid JSON.
  const [raw, setRaw] = useState(() => ({ source: value, text: formatRule(value) }));
  let { text } = raw;
  if (!sameJson(raw.source, value)) {
    text = formatRule(value);
    setRaw({ source: value, text });
  }
  const parsedText = parseRuleText(text);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const idOf = (path: Path, part: string) => `${idPrefix}-visibility-${path.length ? path.join('-') : 'top'}-${part}`;

  const commit = (next: ConditionGroup) => {
    if (!isComplete(next)) {
      setDraft({ source: value, group: next });
      return;
    }
    const rule = writeConditions(next);
    setDraft({ source: rule, group: next });
    onChange(rule);
  };

  const context: RowContext = {
    questions,
    idOf,
    onReplace: (path, item) => {
      if (!group) return;
      if (path.length === 0) {
        if (item?.kind === 'group') commit(item);
        return;
      }
      if (item === null) {
        // Focus goes to "Add condition" of the closest group that is still there.
        let parent = path.slice(0, -1);
        while (parent.length > 0 && (itemAt(group, parent) as ConditionGroup).conditions.length <= 1) parent = parent.slice(0, -1);
        focusNext.current = idOf(parent, 'add');
        announce(t('formBuilderLogic.announce.removed'));
      }
      commit(replaceAt(group, path, item));
    },
    onAdd: (groupPath, item) => {
      if (!group) return;
      const target = itemAt(group, groupPath);
      if (target?.kind !== 'group') return;
      const path = [...groupPath, target.conditions.length];
      const grown = { ...target, conditions: [...target.conditions, item] };
      focusNext.current = item.kind === 'group' ? idOf([...path, 0], 'question') : idOf(path, 'question');
      announce(item.kind === 'group' ? t('formBuilderLogic.announce.groupAdded') : t('formBuilderLogic.announce.conditionAdded'));
      commit(groupPath.length === 0 ? grown : replaceAt(group, groupPath, grown));
    },
  };

  const typeJson = (next: string) => {
    const parsed = parseRuleText(next);
    if (!parsed.ok) {
      setRaw({ source: value, text: next });
      return;
    }
    setRaw({ source: parsed.rule, text: next });
    setDraft({ source: parsed.rule, group: readConditions(parsed.rule) });
    onChange(parsed.rule);
  };

  // What the engine's check would say about a valid rule, shown as it is typed: questions that are not there, operators it does not know.
  const jsonWarnings = parsedText.ok && typeof parsedText.rule === 'object' ? ruleWarnings(t, parsedText.rule, questions) : [];
  const jsonError = parsedText.ok
    ? undefined
    : parsedText.error === 'syntax'
      ? t('formBuilderLogic.json.syntax', { detail: parsedText.detail })
      : t('formBuilderLogic.json.shape');
  const topAddId = idOf([], 'add');
  const jsonId = `${idPrefix}-visibility-json`;

  return (
    <Stack gap="3" minW="0">
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" size="sm">
        <Tabs.List aria-label={t('formBuilderLogic.tabs.label')}>
          <Tabs.Trigger value="conditions">{t('formBuilderLogic.tabs.conditions')}</Tabs.Trigger>
          <Tabs.Trigger value="json">{t('formBuilderLogic.tabs.json')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="conditions">
          <Stack gap="2">
            {group === null ? (
              <Stack gap="2" align="flex-start">
                <Text fontSize="sm">{t('formBuilderLogic.tooComplex')}</Text>
                <HStack gap="2" wrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => setTab('json')}>
                    {t('formBuilderLogic.openJson')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setReplacing(true)}>
                    {t('formBuilderLogic.replace.button')}
                  </Button>
                </HStack>
              </Stack>
            ) : (
              <>
                {group.conditions.length === 0 && <Text fontSize="sm">{t('formBuilderLogic.always')}</Text>}
                <GroupEditor group={group} path={[]} context={context} />
                {!isComplete(group) && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('formBuilderLogic.incomplete')}
                  </Text>
                )}
              </>
            )}
            {!parsedText.ok && (
              <Text fontSize="sm" color="fg.muted">
                {t('formBuilderLogic.json.pending')}
              </Text>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="json">
          <Stack gap="1">
            <chakra.label htmlFor={jsonId} fontSize="sm" fontWeight="medium">
              {t('formBuilderLogic.json.label')}
            </chakra.label>
            <Textarea
              id={jsonId}
              dir="ltr"
              fontFamily="mono"
              fontSize="sm"
              rows={8}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={jsonError !== undefined || undefined}
              aria-describedby={[jsonError === undefined ? '' : `${jsonId}-error`, jsonWarnings.length ? `${jsonId}-warnings` : '', `${jsonId}-help`]
                .filter(Boolean)
                .join(' ')}
              value={text}
              onChange={(event) => typeJson(event.target.value)}
            />
            {jsonError !== undefined && (
              <Text id={`${jsonId}-error`} fontSize="sm" color="fg.error">
                {jsonError}
              </Text>
            )}
            {jsonWarnings.length > 0 && (
              <Stack as="ul" id={`${jsonId}-warnings`} gap="0" listStyleType="none" m="0" p="0" fontSize="sm" color="fg.error">
                {jsonWarnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </Stack>
            )}
            <Text id={`${jsonId}-help`} fontSize="sm" color="fg.muted">
              {t('formBuilderLogic.json.help')}
            </Text>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      {problems.length > 0 && (
        <Alert.Root status="error" role="alert" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('formBuilderLogic.problems.title')}</Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="1" ps="4" listStyleType="disc">
                {problems.map((problem, index) => (
                  <li key={index}>{problem}</li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={replacing}
        onOpenChange={({ open }) => !open && setReplacing(false)}
        finalFocusEl={() => document.getElementById(topAddId)}
        title={t('formBuilderLogic.replace.title')}
        cancelLabel={t('formBuilderLogic.replace.cancel')}
        confirmLabel={t('formBuilderLogic.replace.confirm')}
        confirmPalette="red"
        onConfirm={() => {
          setReplacing(false);
          const empty: ConditionGroup = { kind: 'group', match: 'all', conditions: [] };
          setDraft({ source: undefined, group: empty });
          focusNext.current = topAddId;
          onChange(undefined);
        }}
      >
        <Text>{t('formBuilderLogic.replace.body')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
