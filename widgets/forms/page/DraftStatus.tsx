import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DraftState } from './useDraftSaver';

/** The draft's state next to the form's actions. */
export function DraftStatus({ state }: { state: DraftState }) {
  const { t } = useTranslation();
  if (state === 'idle') return null;
  const text = {
    saving: t('forms.draft.saving'),
    saved: t('forms.draft.saved'),
    savedLocally: t('forms.draft.savedLocally'),
    failed: t('forms.draft.failed'),
    tooLarge: t('forms.draft.tooLarge'),
  }[state];
  return (
    <Text fontSize="sm" color={state === 'failed' || state === 'tooLarge' ? 'fg.error' : 'fg.muted'} data-draft-state={state}>
      {text}
    </Text>
  );
}
