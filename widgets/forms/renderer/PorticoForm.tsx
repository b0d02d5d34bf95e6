import { Alert, Box, Button, HStack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageFormDefinition } from '../../../engine/forms/PageFormDefinition';
import { compileForm } from '../../../engine/forms/compileForm';
import type { MessageParams } from '../../../engine/forms/formMessages';
import { defaultPhoneCountry } from '../../../engine/forms/defaultPhoneCountry';
import { FormController } from '../../../engine/forms/FormController';
import { FIELD_STYLES } from '../fields/fieldStyles';
import { FormRuntimeContext, type FormRuntime } from '../controller/FormControllerContext';
import { HtmlContentForm } from '../layouts/HtmlContentForm';
import { SimpleLayout } from '../layouts/SimpleLayout';
import { StepperLayout } from '../layouts/StepperLayout';
import { LoadingOverlay } from '../parts/LoadingOverlay';
import { focusFirstError } from './focusFirstError';
import { RenderedQuestionsContext, useRenderedQuestions } from './renderedQuestions';
import { useFocusFirstErrorOnLeave } from './useFocusFirstErrorOnLeave';

export type SubmitOutcome = { ok: true } | { ok: false; message?: string; fieldErrors?: Record<string, string> };

export interface PorticoFormProps {
  readonly definition: PageFormDefinition;
  /** The server's layout (simple, stepper, htmlContent); the definition's when omitted. */
  readonly layout?: string;
  readonly initialValues?: Record<string, unknown>;
  /** Answers shown as text (a submitted form). */
  readonly viewMode?: boolean;
  readonly submitLabel?: string;
  readonly onSubmit?: (values: Record<string, unknown>) => Promise<SubmitOutcome>;
  /** Every change of an answer, with a reader of the answers (the page saves drafts from it, debounced). */
  readonly onValuesChange?: (readValues: () => Record<string, unknown>) => void;
  /** Shown next to the actions, e.g. 'Draft saved'. */
  readonly status?: ReactNode;
  /** The country phone questions start with (ISO 3166 alpha-2); the page language's region when omitted. */
  readonly defaultCountry?: string;
  /** The controller, for pages and benchmarks that drive the form. */
  readonly onController?: (controller: FormController) => void;
}

/**
 * A configurable form: compiles the definition once, keeps the answers in a FormController and
 * renders the layout (simple, stepper or read-only content) with Portico's RJSF templates. Submitting
 * checks every shown question and focuses the first message; a refusal by the server puts its
 * messages under their questions. The default export is the lazy chunk the page widgets load.
 */
export function PorticoForm(props: PorticoFormProps) {
  const { definition, layout, initialValues, viewMode = false, submitLabel, onSubmit, onValuesChange, status, onController, defaultCountry } = props;
  const { t, i18n } = useTranslation();
  const compiled = useMemo(() => compileForm(definition), [definition]);
  const onValuesChangeRef = useRef(onValuesChange);
  const [controller] = useState(
    () =>
      new FormController(compiled.form, initialValues ?? {}, {
        translate: (key: string, params: MessageParams) => (i18n.exists(key) ? i18n.t(key, params) : undefined),
        defaultCountry: defaultPhoneCountry(i18n.language, defaultCountry),
        onValuesChange: (readValues) => onValuesChangeRef.current?.(readValues),
      }),
  );
  useEffect(() => {
    onValuesChangeRef.current = onValuesChange;
  }, [onValuesChange]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  // The refusal names answers to correct (not the server's): it goes once none is left to correct, mended or hidden by a condition.
  const [correcting, setCorrecting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!correcting) return undefined;
    return controller.subscribeStats(() => {
      if (controller.getStepStats().some((step) => step.visible && step.errors > 0)) return;
      setRefusal(undefined);
      setCorrecting(false);
    });
  }, [correcting, controller]);
  useEffect(() => {
    onController?.(controller);
    return () => controller.dispose();
  }, [controller, onController]);

  // A long form renders its first screen at once and the rest in idle time; a message further on is rendered before it is focused.
  const rendered = useRenderedQuestions(useMemo(() => compiled.form.steps.reduce((total, step) => total + step.fieldNames.length, 0), [compiled]));
  const onLeave = useFocusFirstErrorOnLeave(controller, compiled.form.id, rendered.showAll);
  const runtime: FormRuntime = useMemo(() => ({ controller, viewMode, disabled: sending || submitted }), [controller, viewMode, sending, submitted]);
  const kind =
    layout === 'htmlContent' || definition.layout === 'readOnlyContent' ? 'htmlContent' : (layout ?? definition.layout) === 'stepper' ? 'stepper' : 'simple';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit || sending) return;
    setRefusal(undefined);
    setCorrecting(false);
    const errors = controller.validateAll();
    const first = Object.keys(errors)[0];
    if (first !== undefined) {
      setRefusal(t('forms.submit.fixErrors', { count: Object.keys(errors).length }));
      setCorrecting(true);
      rendered.showAll();
      focusFirstError(compiled.form.id, first);
      return;
    }
    setSending(true);
    try {
      const outcome = await onSubmit(controller.store.getSubmission());
      if (outcome.ok) {
        setSubmitted(true);
      } else {
        if (outcome.fieldErrors) controller.setServerErrors(outcome.fieldErrors);
        setRefusal(outcome.message ?? t('forms.submit.failed'));
        rendered.showAll();
        focusFirstError(compiled.form.id, controller.firstErrorName());
      }
    } finally {
      setSending(false);
    }
  };

  const actions =
    viewMode || !onSubmit ? null : (
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Box minH="6" aria-live="polite">
          {status}
        </Box>
        <Button type="submit" colorPalette="brand" loading={sending} disabled={submitted}>
          {submitLabel ?? t('forms.submit.submit')}
        </Button>
      </HStack>
    );

  return (
    <FormRuntimeContext.Provider value={runtime}>
      <RenderedQuestionsContext.Provider value={rendered}>
        <style>{FIELD_STYLES}</style>
        {compiled.errors.length > 0 ? (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('forms.configErrors')}</Alert.Title>
              <Alert.Description>
                {compiled.errors.map((error) => (
                  <Text key={error.pointer + error.message} fontFamily="mono" fontSize="xs">
                    {error.pointer}: {error.message}
                  </Text>
                ))}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {/* The error summary: the form's one live region for its messages (field messages are not live). */}
        {refusal ? (
          <Alert.Root status="error" mb="4" role="alert" data-testid="form-error-summary">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        ) : null}
        {kind === 'htmlContent' ? (
          <HtmlContentForm form={compiled.form} />
        ) : (
          <chakra.form noValidate onSubmit={submit} onBlur={onLeave} aria-label={compiled.form.title}>
            {kind === 'stepper' ? <StepperLayout form={compiled.form} actions={actions} /> : <SimpleLayout form={compiled.form} actions={actions} />}
          </chakra.form>
        )}
        {sending ? <LoadingOverlay label={t('forms.submit.sending')} /> : null}
      </RenderedQuestionsContext.Provider>
    </FormRuntimeContext.Provider>
  );
}
