import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../FieldWidgetProps';

interface Completion {
  completed?: boolean;
  completed_at?: string;
}

/**
 * An embedded form or e-signature (embedded_form, esignForm). The signing frame itself belongs to the
 * offers area; in a form, the question records that the candidate completed it, as
 * {completed: true, completed_at}, which a required rule accepts.
 */
export const EmbeddedFormField = memo(function EmbeddedFormField(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { field, id, value, onChange, onBlur, disabled, describedBy } = props;
  const done = typeof value === 'object' && value !== null && (value as Completion).completed === true;
  const isSignature = field.definition.type === 'esignForm';
  return (
    <HStack gap="3" wrap="wrap">
      {done ? (
        <>
          <Badge colorPalette="green">{isSignature ? t('forms.embedded.signed') : t('forms.embedded.completed')}</Badge>
          {disabled ? null : (
            <Button id={id} size="sm" variant="outline" aria-describedby={describedBy} onClick={() => onChange(undefined)} onBlur={onBlur}>
              {t('forms.embedded.undo')}
            </Button>
          )}
        </>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {isSignature ? t('forms.embedded.signHint') : t('forms.embedded.completeHint')}
          </Text>
          <Button
            id={id}
            size="sm"
            disabled={disabled}
            aria-describedby={describedBy}
            onClick={() => onChange({ completed: true, completed_at: new Date().toISOString() })}
            onBlur={onBlur}
          >
            {isSignature ? t('forms.embedded.sign') : t('forms.embedded.complete')}
          </Button>
        </>
      )}
    </HStack>
  );
});
