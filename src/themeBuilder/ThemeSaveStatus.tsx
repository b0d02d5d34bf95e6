import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ThemeSaveState } from './useThemeDraft';

/** Where the draft stands ("Saving…", "Saved", "Not saved: …" with a retry), told politely as it changes. */
export function ThemeSaveStatus({ state, onRetry }: { state: ThemeSaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = state.kind === 'failed' ? t('themeBuilder.save.failed', { reason: state.reason }) : t(`themeBuilder.save.${state.kind}`);
  return (
    <HStack gap="2">
      <Text role="status" fontSize="sm" color={state.kind === 'failed' ? 'fg.error' : 'fg.muted'} data-testid="theme-save-state" data-state={state.kind}>
        {text}
      </Text>
      {state.kind === 'failed' && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('themeBuilder.saveRetry')}
        </Button>
      )}
    </HStack>
  );
}
