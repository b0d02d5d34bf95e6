import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition, FormSection } from '../../schemas/generated/forms/form-definition';
import type { ConfigProblem } from '../../schemas/generated/api/studio';
import { DISPLAY_ONLY_TYPES } from '../../engine/forms/fieldTypes';
import { formQuestions, withKey } from '../../engine/forms/builder/formEdits';
import { LabelledSelect } from '../studio/LabelledSelect';
import { LocalizedTextProperty } from './PropertyInputs';
import { useShownText } from './builderTexts';
import { VisibilityEditor, visibilityQuestion } from './VisibilityEditor';

type Layout = FormDefinition['layout'];
export const LAYOUTS: readonly Layout[] = ['simple', 'stepper', 'readOnlyContent', 'adminPreboarding'];

/** The form's own settings: its title, its introduction and how it is laid out. */
export function FormSettings({
  definition,
  problems,
  change,
}: {
  definition: FormDefinition;
  problems: readonly ConfigProblem[];
  change: (change: (definition: FormDefinition) => FormDefinition, mergeKey?: string) => void;
}) {
  const { t } = useTranslation();
  const at = (pointer: string) => problems.find((problem) => problem.pointer === pointer)?.message;
  return (
    <Stack gap="4" data-testid="form-settings">
      <Heading as="h2" size="sm">
        {t('formBuilder.form.title')}
      </Heading>
      <LocalizedTextProperty
        label={t('formBuilder.form.formTitle')}
        required
        value={definition.title}
        error={at('/title')}
        onChange={(title) => change((current) => ({ ...current, title: title ?? '' }), 'form:title')}
      />
      <LocalizedTextProperty
        label={t('formBuilder.form.description')}
        multiline
        value={definition.description}
        onChange={(description) => change((current) => withKey(current, 'description', description), 'form:description')}
      />
      <LabelledSelect
        label={t('formBuilder.form.layout')}
        size="sm"
        value={definition.layout}
        options={LAYOUTS.map((layout) => ({ value: layout, label: t(`formBuilder.form.layouts.${layout}`) }))}
        onChange={(layout) => change((current) => ({ ...current, layout }))}
      />
    </Stack>
  );
}

/** A section's settings: its title, its text, when it shows, and its place among the sections. */
export function SectionSettings({
  definition,
  index,
  problems,
  change,
  move,
  remove,
}: {
  definition: FormDefinition;
  index: number;
  problems: readonly ConfigProblem[];
  change: (change: (section: FormSection) => FormSection, mergeKey?: string) => void;
  move: (to: number) => void;
  remove: () => void;
}) {
  const { t } = useTranslation();
  const shown = useShownText();
  const section = definition.sections[index]!;
  const pointer = `/sections/${index}`;
  const own = problems.filter((problem) => problem.pointer === pointer || problem.pointer === `${pointer}/title` || problem.pointer === `${pointer}/items`);
  const visibility = problems.filter((problem) => problem.pointer.startsWith(`${pointer}/visibleFn`)).map((problem) => problem.message);
  // A section's condition reads the questions of the other sections.
  const questions = formQuestions(definition)
    .filter(({ place, field }) => place.section !== index && !DISPLAY_ONLY_TYPES.has(field.type))
    .map(({ field }) => visibilityQuestion(field, shown));
  return (
    <Stack gap="4" data-testid="section-settings">
      <Heading as="h2" size="sm">
        {t('formBuilder.section.title', { number: index + 1 })}
      </Heading>
      <LocalizedTextProperty
        label={t('formBuilder.section.sectionTitle')}
        required
        value={section.title}
        error={own.find((problem) => problem.pointer.endsWith('/title'))?.message}
        onChange={(title) => change((current) => ({ ...current, title: title ?? '' }), `${pointer}:title`)}
      />
      <LocalizedTextProperty
        label={t('formBuilder.section.description')}
        multiline
        value={section.description}
        onChange={(description) => change((current) => withKey(current, 'description', description), `${pointer}:description`)}
      />
      {own
        .filter((problem) => !problem.pointer.endsWith('/title'))
        .map((problem) => (
          <p key={problem.pointer} role="alert">
            {problem.message}
          </p>
        ))}
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" disabled={index === 0} onClick={() => move(index - 1)}>
          {t('formBuilder.section.moveUp')}
        </Button>
        <Button size="sm" variant="outline" disabled={index === definition.sections.length - 1} onClick={() => move(index + 1)}>
          {t('formBuilder.section.moveDown')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={definition.sections.length === 1} onClick={remove}>
          {t('formBuilder.section.remove')}
        </Button>
      </HStack>
      <Stack gap="2">
        <Heading as="h3" size="xs">
          {t('formBuilder.section.visibility')}
        </Heading>
        <VisibilityEditor
          idPrefix={`section-${index}-visibility`}
          value={section.visibleFn}
          problems={visibility}
          questions={questions}
          onChange={(visibleFn) => change((current) => withKey(current, 'visibleFn', visibleFn))}
        />
      </Stack>
    </Stack>
  );
}
