import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinPointer } from '../../../../engine/config/ConfigError';
import { frameUrlProblem } from '../../../../engine/forms/frameUrl';
import { EsignFrame, type EsignOutcome } from '../../../shared/EsignFrame';
import { usePortalSettings } from '../../../shared/PortalContext';
import { WidgetErrorCard } from '../../../shared/WidgetErrorCard';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { useHydrated } from '../../../shared/useHydrated';

/** The answer of an embedded form or e-signature once the provider reported it signed. */
export interface EmbeddedCompletion {
  completed: true;
  completed_at: string;
}

export function isCompleted(value: unknown): value is EmbeddedCompletion {
  return typeof value === 'object' && value !== null && (value as { completed?: unknown }).completed === true;
}

/**
 * The frame's address: the provider's sign widget (options.widgetUrl, usually on its custom domain)
 * with wid, hosted=1 and the portal's origin, which the widget posts its messages to.
 */
export function embeddedWidgetSrc(widgetUrl: string, widgetId: string, portal: string = window.location.href): string {
  const url = new URL(widgetUrl, portal);
  url.searchParams.set('wid', widgetId);
  url.searchParams.set('hosted', '1');
  url.searchParams.set('origin', new URL(portal).origin);
  return url.toString();
}

/**
 * An embedded form or e-signature (embedded_form, esignForm): the provider's sign widget in a frame,
 * the same view as an offer's e-signature (EsignFrame, which listens only to messages from the
 * widget's origin and frame). The question is complete when the widget posts ESIGN: the answer
 * becomes {completed: true, completed_at}, which a required rule accepts. REJECT leaves it
 * unanswered and says so; the candidate can open the document again. An address the employer does not
 * allow (a path of this site, or an https origin in security.frameOrigins) is never framed: the error
 * card names it instead.
 */
export const EmbeddedFormField = memo(function EmbeddedFormField(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { field, id, value, onChange, onBlur, disabled, describedBy } = props;
  const [rejected, setRejected] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const isSignature = field.definition.type === 'esignForm';
  const { widgetUrl, widgetId } = field.definition.options ?? {};
  const { frameOrigins } = usePortalSettings().forms;
  // The frame's address needs the page's own, which only the browser knows (and the frame waits for the page to listen to it).
  const hydrated = useHydrated();
  const frameProblem = widgetUrl ? frameUrlProblem(widgetUrl, frameOrigins) : undefined;
  const onFinished = useCallback(
    (outcome: EsignOutcome) => {
      setRejected(outcome === 'rejected');
      onChange(outcome === 'signed' ? { completed: true, completed_at: new Date().toISOString() } : undefined);
      onBlur();
    },
    [onChange, onBlur],
  );

  if (frameProblem) {
    return (
      <WidgetErrorCard
        path={field.pointer}
        type={field.definition.type}
        errors={[{ pointer: joinPointer(field.pointer, 'options', 'widgetUrl'), message: frameProblem }]}
      />
    );
  }
  if (isCompleted(value)) {
    return (
      <HStack gap="3" wrap="wrap">
        <Badge id={id} tabIndex={-1} colorPalette="green" aria-describedby={describedBy} data-embedded-state="completed">
          {isSignature ? t('forms.embedded.signed') : t('forms.embedded.completed')}
        </Badge>
      </HStack>
    );
  }
  return (
    <Stack gap="3">
      <Text
        id={id}
        tabIndex={-1}
        fontSize="sm"
        color={rejected ? 'fg.error' : 'fg.muted'}
        aria-describedby={describedBy}
        data-embedded-state={rejected ? 'rejected' : 'open'}
      >
        {rejected
          ? isSignature
            ? t('forms.embedded.rejected')
            : t('forms.embedded.rejectedForm')
          : isSignature
            ? t('forms.embedded.signHint')
            : t('forms.embedded.completeHint')}
      </Text>
      {widgetUrl && widgetId && !disabled ? (
        rejected ? (
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => {
              setRejected(false);
              setAttempt((count) => count + 1);
            }}
          >
            {t('forms.embedded.reopen')}
          </Button>
        ) : (
          <EsignFrame
            key={attempt}
            src={hydrated ? embeddedWidgetSrc(widgetUrl, widgetId) : undefined}
            whenNear
            name={field.definition.label}
            onFinished={onFinished}
          />
        )
      ) : null}
    </Stack>
  );
});
