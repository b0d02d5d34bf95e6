import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The buttons under a signing form: Decline (asks first, see DeclineDialog) and Submit, the form's submit button. */
export function OfferFormActions({ busy, onDecline }: { busy: boolean; onDecline: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" wrap="wrap">
      <Button variant="outline" colorPalette="red" onClick={onDecline} disabled={busy}>
        {t('offers.letter.decline')}
      </Button>
      <Button type="submit" colorPalette="brand" loading={busy}>
        {t('offers.letter.submit')}
      </Button>
    </HStack>
  );
}
