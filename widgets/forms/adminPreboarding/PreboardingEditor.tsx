import { Alert, Badge, Box, Button, Checkbox, Heading, HStack, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigError } from '../../../engine/config/ConfigError';
import { compileForm } from '../../../engine/forms/compileForm';
import { editedText, shownText, withEditedText, type TextLanguage } from '../../../engine/forms/builder/formTexts';
import { localizedDefinition } from '../../../engine/forms/localizedForm';
import {
  deleteQuestion,
  duplicateQuestion,
  editQuestion,
  moveQuestion,
  questionAt,
  type QuestionEdit,
  type QuestionPlace,
} from '../../../engine/forms/editFormDefinition';
import { MOVE_BUTTON_DEBOUNCE_MS } from '../../../engine/forms/formConstants';
import type { FieldDefinition, FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { useErrorText, useFailureText } from '../../shared/useMessageText';

export interface PreboardingEditorProps {
  /** The definition as written: each text a string or a map by language. */
  readonly definition: FormDefinition;
  /** The language whose texts are edited (the employer's default); a text's other languages are kept. */
  readonly textLanguage: string;
  /** Stores the edited definition; rejects with the server's problems (422 invalid_definition) or a message. */
  readonly onSave: (definition: FormDefinition) => Promise<void>;
  /** Leaves edit mode (after a save, or discarding the changes). */
  readonly onClose: () => void;
}

/** The DOM id of one of a question's edit controls, so focus can follow a moved question. */
const controlId = (name: string, control: string) => `preboarding-${control}-${name}`;

/**
 * The admin preboarding form in edit mode (spec: per-question edit, duplicate, delete, move up and move
 * down buttons, visible only in edit mode). Each change is checked with the forms compiler at once: a
 * change that would break the form (deleting a question another one depends on) is refused with the
 * compiler's message. Move buttons take one move per 300 ms (MOVE_BUTTON_DEBOUNCE_MS): a double click
 * moves once. Saving sends the whole definition; the server checks it again.
 */
export function PreboardingEditor({ definition, textLanguage, onSave, onClose }: PreboardingEditorProps) {
  const { t } = useTranslation();
  const texts: TextLanguage = { language: textLanguage, defaultLanguage: textLanguage };
  const errorText = useErrorText();
  const failureText = useFailureText();
  const [draft, setDraft] = useState(definition);
  const [problems, setProblems] = useState<readonly ConfigError[]>([]);
  const [message, setMessage] = useState<string | undefined>();
  const [editing, setEditing] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const lastMove = useRef(0);
  const [focusTarget, setFocusTarget] = useState<string | undefined>();

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, draft]);

  const apply = (next: FormDefinition, focus?: string) => {
    if (next === draft) return;
    const { errors } = compileForm(localizedDefinition(next, textLanguage, textLanguage));
    if (errors.length > 0) {
      setProblems(errors);
      setMessage(t('forms.preboarding.refused'));
      return;
    }
    setProblems([]);
    setMessage(undefined);
    setDraft(next);
    if (focus) setFocusTarget(focus);
  };

  const move = (place: QuestionPlace, name: string, direction: -1 | 1) => {
    const now = Date.now();
    if (now - lastMove.current < MOVE_BUTTON_DEBOUNCE_MS) return;
    lastMove.current = now;
    const next = moveQuestion(draft, place, direction);
    const stillMovable = direction === -1 ? place.item + direction > 0 : place.item + direction < draft.sections[place.section]!.items.length - 1;
    apply(next, controlId(name, stillMovable ? (direction === -1 ? 'up' : 'down') : 'edit'));
  };

  const save = async () => {
    setSaving(true);
    setMessage(undefined);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      const refusal = serverProblems(error, errorText, failureText);
      setProblems(refusal.errors);
      setMessage(refusal.message ?? t('forms.preboarding.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="6" data-testid="preboarding-editor">
      <Text color="fg.muted">{t('forms.preboarding.intro')}</Text>
      {message ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{message}</Alert.Title>
            {problems.length > 0 ? (
              <Alert.Description>
                {problems.map((problem) => (
                  <Text key={problem.pointer + problem.message} fontSize="sm">
                    <chakra.code fontSize="xs">{problem.pointer || '/'}</chakra.code> {problem.message}
                  </Text>
                ))}
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {draft.sections.map((section, sectionIndex) => (
        <Stack as="section" key={section.id} gap="3" aria-labelledby={`preboarding-section-${section.id}`}>
          <Heading as="h2" size="md" id={`preboarding-section-${section.id}`}>
            {shownText(section.title, texts)}
          </Heading>
          <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3">
            {section.items.map((question, itemIndex) => {
              const place = { section: sectionIndex, item: itemIndex };
              const label = shownText(question.label, texts);
              return (
                <chakra.li key={question.name} borderWidth="1px" borderRadius="md" p="3" data-question={question.name}>
                  <QuestionSummary question={question} texts={texts} />
                  {editing === question.name ? (
                    <QuestionForm
                      question={question}
                      texts={texts}
                      onCancel={() => {
                        setEditing(undefined);
                        setFocusTarget(controlId(question.name, 'edit'));
                      }}
                      onApply={(edit) => {
                        setEditing(undefined);
                        apply(editQuestion(draft, place, edit), controlId(question.name, 'edit'));
                      }}
                    />
                  ) : (
                    <HStack gap="2" wrap="wrap" mt="2">
                      <Button
                        id={controlId(question.name, 'edit')}
                        size="xs"
                        variant="outline"
                        aria-label={t('forms.preboarding.edit', { label })}
                        onClick={() => setEditing(question.name)}
                      >
                        {t('forms.preboarding.editShort')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('forms.preboarding.duplicate', { label })}
                        onClick={() => {
                          const next = duplicateQuestion(draft, place, (original) => t('forms.preboarding.copyLabel', { label: original }));
                          const copy = questionAt(next, { section: sectionIndex, item: itemIndex + 1 });
                          apply(next, copy ? controlId(copy.name, 'edit') : undefined);
                        }}
                      >
                        {t('forms.preboarding.duplicateShort')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('forms.preboarding.delete', { label })}
                        disabled={section.items.length === 1}
                        onClick={() => {
                          const neighbour = section.items[itemIndex + 1] ?? section.items[itemIndex - 1];
                          apply(deleteQuestion(draft, place), neighbour ? controlId(neighbour.name, 'edit') : undefined);
                        }}
                      >
                        {t('forms.preboarding.deleteShort')}
                      </Button>
                      <Button
                        id={controlId(question.name, 'up')}
                        size="xs"
                        variant="ghost"
                        aria-label={t('forms.preboarding.moveUp', { label })}
                        disabled={itemIndex === 0}
                        onClick={() => move(place, question.name, -1)}
                      >
                        {t('forms.preboarding.moveUpShort')}
                      </Button>
                      <Button
                        id={controlId(question.name, 'down')}
                        size="xs"
                        variant="ghost"
                        aria-label={t('forms.preboarding.moveDown', { label })}
                        disabled={itemIndex === section.items.length - 1}
                        onClick={() => move(place, question.name, 1)}
                      >
                        {t('forms.preboarding.moveDownShort')}
                      </Button>
                    </HStack>
                  )}
                </chakra.li>
              );
            })}
          </chakra.ol>
        </Stack>
      ))}
      <HStack gap="3" justify="flex-end" wrap="wrap">
        <Button variant="outline" onClick={onClose} disabled={saving}>
          {t('forms.preboarding.discard')}
        </Button>
        <Button colorPalette="blue" onClick={() => void save()} loading={saving} disabled={draft === definition}>
          {t('forms.preboarding.save')}
        </Button>
      </HStack>
    </Stack>
  );
}

function QuestionSummary({ question, texts }: { question: FieldDefinition; texts: TextLanguage }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{shownText(question.label, texts)}</Text>
        <Badge variant="subtle">{question.type}</Badge>
        {question.required ? <Badge colorPalette="orange">{t('forms.preboarding.required')}</Badge> : null}
      </HStack>
      {question.help ? (
        <Text fontSize="sm" color="fg.muted">
          {shownText(question.help, texts)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The inline editor of one question: its label, help text and whether an answer is required. */
function QuestionForm({
  question,
  texts,
  onApply,
  onCancel,
}: {
  question: FieldDefinition;
  texts: TextLanguage;
  onApply: (edit: QuestionEdit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  // The texts of the edited language; a label or help by language keeps its other languages.
  const [label, setLabel] = useState(() => editedText(question.label, texts));
  const [help, setHelp] = useState(() => editedText(question.help, texts));
  const [required, setRequired] = useState(question.required === true);
  const base = `preboarding-form-${question.name}`;
  const labelRef = useRef<HTMLInputElement>(null);
  useEffect(() => labelRef.current?.focus(), []);
  return (
    <Stack
      as="form"
      gap="3"
      mt="3"
      aria-label={t('forms.preboarding.edit', { label: shownText(question.label, texts) })}
      onSubmit={(event) => {
        event.preventDefault();
        if (label.trim() === '') return;
        onApply({ label: withEditedText(question.label, label.trim(), texts) ?? '', help: withEditedText(question.help, help, texts) ?? '', required });
      }}
    >
      <Box>
        <chakra.label htmlFor={`${base}-label`} fontSize="sm" fontWeight="medium">
          {t('forms.preboarding.labelField')}
        </chakra.label>
        <Input id={`${base}-label`} ref={labelRef} lang={texts.language} value={label} required onChange={(event) => setLabel(event.target.value)} />
      </Box>
      <Box>
        <chakra.label htmlFor={`${base}-help`} fontSize="sm" fontWeight="medium">
          {t('forms.preboarding.helpField')}
        </chakra.label>
        <Textarea id={`${base}-help`} lang={texts.language} value={help} rows={2} onChange={(event) => setHelp(event.target.value)} />
      </Box>
      <Checkbox.Root checked={required} onCheckedChange={(details) => setRequired(details.checked === true)} ids={{ hiddenInput: `${base}-required` }}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('forms.preboarding.requiredField')}</Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue" disabled={label.trim() === ''}>
          {t('forms.preboarding.apply')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('forms.preboarding.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The server's refusal (422 invalid_definition with its JSON Pointers; its message translated by its key: failureText), or just a message. */
function serverProblems(
  error: unknown,
  errorText: (error: unknown) => string | undefined,
  failureText: (error: unknown) => string,
): { message?: string; errors: readonly ConfigError[] } {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { errors?: unknown }).errors)) {
    const refusal = data as { errors: ConfigError[] };
    return { message: failureText(error), errors: refusal.errors };
  }
  return { message: error instanceof Error ? errorText(error) : undefined, errors: [] };
}
