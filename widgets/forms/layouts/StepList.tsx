import { Badge, Box, Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledStep } from '../../../engine/forms/CompiledForm';
import { useStepStats } from '../controller/FormControllerContext';

export interface StepListProps {
  readonly steps: readonly CompiledStep[];
  readonly activeId: string | undefined;
  /** `focus`: the candidate chose the step (click, Enter, Space), so the focus moves to its heading; arrow keys only show it. */
  readonly onChoose: (stepId: string, options?: { focus?: boolean }) => void;
}

/**
 * The stepper's side list: one button per shown step with its counts of new questions and errors
 * (errors only for touched questions or after a first submit). Arrow keys move between steps, Home
 * and End jump to the first and last; choosing a step moves the focus to its heading, so the next Tab
 * reaches its first question. Each button's name reads as one sentence ("Step 3 of 4, Employment,
 * 2 new questions").
 */
export function StepList({ steps, activeId, onChoose }: StepListProps) {
  const { t } = useTranslation();
  const stats = useStepStats();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const targets: Record<string, number> = {
      Home: 0,
      End: steps.length - 1,
      ArrowDown: Math.min(index + 1, steps.length - 1),
      ArrowUp: Math.max(index - 1, 0),
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const step = steps[target];
    if (!step) return;
    buttons.current.get(step.id)?.focus();
    onChoose(step.id);
  };
  return (
    <chakra.nav aria-label={t('forms.stepper.steps')}>
      <chakra.ol listStyleType="none" m="0" p="0">
        {steps.map((step, index) => {
          const stat = stats.find((candidate) => candidate.id === step.id);
          const active = step.id === activeId;
          const newText = stat && stat.newQuestions > 0 ? t('forms.stepper.newQuestionsLong', { count: stat.newQuestions }) : null;
          const errorText = stat && stat.errors > 0 ? t('forms.stepper.errors', { count: stat.errors }) : null;
          return (
            <chakra.li key={step.id} mb="1">
              <Button
                ref={(element) => {
                  if (element) buttons.current.set(step.id, element);
                  else buttons.current.delete(step.id);
                }}
                variant={active ? 'subtle' : 'ghost'}
                width="full"
                justifyContent="flex-start"
                height="auto"
                py="2"
                whiteSpace="normal"
                textAlign="start"
                aria-current={active ? 'step' : undefined}
                data-step={step.id}
                // One sentence, holding the visible words in their order (label in name, WCAG 2.5.3).
                aria-label={[t('forms.stepper.stepButton', { number: index + 1, total: steps.length, title: step.title }), newText, errorText]
                  .filter(Boolean)
                  .join(', ')}
                onClick={() => onChoose(step.id, { focus: true })}
                onKeyDown={(event) => move(event, index)}
              >
                <Stack gap="1" align="start" width="full">
                  <HStack gap="2">
                    {/* Drawn by CSS: the name says "Step 1 of 4", and text in the button must be in its name (WCAG 2.5.3). */}
                    <Box as="span" fontWeight="bold" aria-hidden="true" _before={{ content: `"${index + 1}."` }} />
                    <Text as="span">{step.title}</Text>
                  </HStack>{' '}
                  <HStack gap="1" wrap="wrap">
                    {newText ? (
                      <Badge colorPalette="blue" data-count="new">
                        {newText}
                      </Badge>
                    ) : null}{' '}
                    {errorText ? (
                      <Badge colorPalette="red" data-count="errors">
                        {errorText}
                      </Badge>
                    ) : null}
                  </HStack>
                </Stack>
              </Button>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}
