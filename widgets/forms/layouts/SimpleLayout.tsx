import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CompiledForm } from '../../../engine/forms/CompiledForm';
import { StepForm } from '../renderer/StepForm';
import { useVisibleSteps } from './useVisibleSteps';

/** The single-page form: every section under its title, the actions at the end. */
export function SimpleLayout({ form, actions }: { form: CompiledForm; actions: ReactNode }) {
  const steps = useVisibleSteps(form);
  return (
    <Stack gap="8">
      {steps.map((step) => (
        <Stack as="section" key={step.id} gap="4" aria-labelledby={`section-${form.id}-${step.id}`}>
          <Heading as="h2" size="md" id={`section-${form.id}-${step.id}`}>
            {step.title}
          </Heading>
          {step.description ? <Text color="fg.muted">{step.description}</Text> : null}
          <StepForm step={step} />
        </Stack>
      ))}
      {actions}
    </Stack>
  );
}
