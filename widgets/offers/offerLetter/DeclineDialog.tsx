import { Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

/** 'Decline offer?': declining removes the offer, notifies the company and cannot be undone. */
export function DeclineDialog({ open, onClose, onConfirm, declining }: { open: boolean; onClose: () => void; onConfirm: () => void; declining: boolean }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      title={t('offers.letter.declineTitle')}
      cancelLabel={t('offers.letter.backToOfferButton')}
      cancelDisabled={declining}
      confirmLabel={t('offers.letter.declineConfirm')}
      confirmPalette="red"
      confirming={declining}
      onConfirm={onConfirm}
    >
      <Dialog.Description>{t('offers.letter.declineText')}</Dialog.Description>
    </ConfirmDialog>
  );
}
