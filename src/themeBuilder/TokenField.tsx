import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TokenFieldProps {
  /** The id of the input the label names. */
  inputId: string;
  label: string;
  /** Set by the theme (else the default shows). */
  isSet: boolean;
  onReset: () => void;
  /** Why the typed text was not taken, if it was not. */
  error?: string;
  errorId?: string;
  children: ReactNode;
  after?: ReactNode;
}

/** One token's row: its label, its control, a reset when the theme sets it, and what was wrong with the text typed. */
export function TokenField({ inputId, label, isSet, onReset, error, errorId, children, after }: TokenFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <HStack justify="space-between" gap="2" minH="6">
        <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
          {label}
        </chakra.label>
        {isSet && (
          <Button
            size="2xs"
            variant="ghost"
            onClick={() => {
              onReset();
              // The button goes with the value: the focus moves to the control it reset.
              document.getElementById(inputId)?.focus();
            }}
            aria-label={t('themeBuilder.resetToken', { label })}
          >
            {t('themeBuilder.reset')}
          </Button>
        )}
      </HStack>
      {children}
      {error && (
        <Text id={errorId} fontSize="xs" color="fg.error">
          {error}
        </Text>
      )}
      {after}
    </Stack>
  );
}
