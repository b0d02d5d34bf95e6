import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 'Decline offer?': declining removes the offer, notifies the company and cannot be undone. */
export function DeclineDialog({ open, onClose, onConfirm, declining }: { open: boolean; onClose: () => void; onConfirm: () => void; declining: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('offers.letter.declineTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('offers.letter.declineText')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={declining}>
                {t('offers.letter.backToOfferButton')}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={declining}>
                {t('offers.letter.declineConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
