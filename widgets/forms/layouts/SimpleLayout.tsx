import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CompiledForm } from '../../../engine/forms/CompiledForm';
import { questionsShownPerStep, useRenderedQuestionsContext } from '../renderer/renderedQuestions';
import { StepQuestions } from '../renderer/StepForm';
import { useVisibleSteps } from './useVisibleSteps';

/** The single-page form: every section under its title, the actions at the end. */
export function SimpleLayout({ form, actions }: { form: CompiledForm; actions: ReactNode }) {
  const steps = useVisibleSteps(form);
  const shown = questionsShownPerStep(steps, useRenderedQuestionsContext().count);
  return (
    <Stack gap="8">
      {steps.map((step, index) => (
        <Stack as="section" key={step.id} gap="4" aria-labelledby={`section-${form.id}-${step.id}`}>
          <Heading as="h2" size="md" id={`section-${form.id}-${step.id}`}>
            {step.title}
          </Heading>
          {step.description ? <Text color="fg.muted">{step.description}</Text> : null}
          <StepQuestions step={step} shown={shown[index] ?? 0} />
        </Stack>
      ))}
      {actions}
    </Stack>
  );
}
