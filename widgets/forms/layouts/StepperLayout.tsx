import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledForm } from '../../../engine/forms/CompiledForm';
import { BREAKPOINTS, SCROLLSPY_DEBOUNCE_MS, STEP_SCROLL_FOLLOW_DELAY_MS, roundProgress } from '../../../engine/forms/formConstants';
import { ProgressBar } from '../../shared/ProgressBar';
import { useStickyCover, useStickyInset } from '../../shared/useStickyInset';
import { questionsShownPerStep, useRenderedQuestionsContext } from '../renderer/renderedQuestions';
import { StepQuestions } from '../renderer/StepForm';
import { StepList } from './StepList';
import { useVisibleSteps } from './useVisibleSteps';

const TABLET_UP = `@media (min-width: ${BREAKPOINTS.tablet}px)`;
const PHONE_ONLY = `@media (max-width: ${BREAKPOINTS.tablet - 0.02}px)`;
/** A step is the active one once its top passes this far below the top of the window (px). */
const ACTIVE_OFFSET = 120;

/** The browser skips layout and paint of steps far off screen: a long form stays cheap to change. */
export const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 1200px' } as const;

/** Sticks to the top of the window below the sticky bars (the navbar); only it renders again when they change size. */
function BelowStickyBars({ children }: { children: ReactNode }) {
  const top = useStickyCover('top');
  return (
    <Box position="sticky" style={{ top: `calc(${top} + 0.5rem)` }}>
      {children}
    </Box>
  );
}

/**
 * Scrolls a step to the top, under the sticky bars (the root's scroll-padding) and its scroll margin.
 * Steps off screen are not laid out (OFFSCREEN_SKIPPED) and stand in with an estimated height that
 * changes as they are shown and skipped again, so the position is checked again for a few frames.
 */
function scrollToStep(section: HTMLElement, frames = 10): void {
  const offset = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + (parseFloat(getComputedStyle(section).scrollMarginTop) || 0);
  const away = section.getBoundingClientRect().top - offset;
  if (Math.abs(away) >= 1) window.scrollTo({ top: window.scrollY + away });
  if (frames > 0) requestAnimationFrame(() => scrollToStep(section, frames - 1));
}

export function sectionDomId(formId: string, stepId: string): string {
  return `step-${formId}-${stepId}`;
}

/**
 * The stepper: every step (section) on one scrolling page, each its own RJSF form; a side step list
 * on tablet and desktop and a scroll progress bar (rounded to 10 percent) on phones; the actions in a
 * footer bar stuck to the bottom. The active step follows scrolling, except for one second after the
 * candidate chose a step, and clicking a step scrolls to it.
 */
export function StepperLayout({ form, actions }: { form: CompiledForm; actions: ReactNode }) {
  const { t } = useTranslation();
  const steps = useVisibleSteps(form);
  const rendered = useRenderedQuestionsContext();
  const shown = questionsShownPerStep(steps, rendered.count);
  const [activeId, setActiveId] = useState<string | undefined>(steps[0]?.id);
  const [progress, setProgress] = useState(0);
  const lastManualChoice = useRef(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(roundProgress(scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100));
      if (Date.now() - lastManualChoice.current < STEP_SCROLL_FOLLOW_DELAY_MS) return;
      let current = steps[0]?.id;
      for (const step of steps) {
        const element = document.getElementById(sectionDomId(form.id, step.id));
        if (element && element.getBoundingClientRect().top <= ACTIVE_OFFSET) current = step.id;
      }
      if (scrollable > 0 && window.scrollY >= scrollable - 2) current = steps[steps.length - 1]?.id ?? current;
      setActiveId(current);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(follow, SCROLLSPY_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    follow();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [steps, form.id]);

  const stickyBottom = useStickyInset('bottom');
  /** Arrow keys in the step list only scroll to the step; choosing one (click, Enter) moves the focus to its heading. */
  const choose = (stepId: string, { focus = false }: { focus?: boolean } = {}) => {
    lastManualChoice.current = Date.now();
    // A step further on may not be rendered yet: its questions come first, then the scroll.
    rendered.showAll();
    setActiveId(stepId);
    const section = document.getElementById(sectionDomId(form.id, stepId));
    if (section) scrollToStep(section);
    if (focus) document.getElementById(`${sectionDomId(form.id, stepId)}-title`)?.focus({ preventScroll: true });
  };

  return (
    <Box>
      <Box position="sticky" top="0" zIndex="docked" bg="bg" py="2" display="none" css={{ [PHONE_ONLY]: { display: 'block' } }}>
        <ProgressBar label={t('forms.stepper.progress')} value={progress} />
      </Box>
      <Box display="grid" gap="8" css={{ [TABLET_UP]: { gridTemplateColumns: 'minmax(180px, 240px) 1fr' } }}>
        <Box display="none" css={{ [TABLET_UP]: { display: 'block' } }}>
          <BelowStickyBars>
            <StepList steps={steps} activeId={activeId} onChoose={choose} />
          </BelowStickyBars>
        </Box>
        <Stack gap="10" minW="0">
          {steps.map((step, index) => (
            <Stack
              as="section"
              key={step.id}
              id={sectionDomId(form.id, step.id)}
              gap="4"
              aria-labelledby={`${sectionDomId(form.id, step.id)}-title`}
              scrollMarginTop="4"
              css={OFFSCREEN_SKIPPED}
            >
              <Heading as="h2" size="md" id={`${sectionDomId(form.id, step.id)}-title`} tabIndex={-1} outline="none">
                {t('forms.stepper.stepTitle', { number: index + 1, title: step.title })}
              </Heading>
              {step.description ? <Text color="fg.muted">{step.description}</Text> : null}
              <StepQuestions step={step} shown={shown[index] ?? 0} />
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box ref={stickyBottom} position="sticky" bottom="0" zIndex="docked" bg="bg" borderTopWidth="1px" py="3" mt="8" data-testid="stepper-footer">
        {actions}
      </Box>
    </Box>
  );
}
