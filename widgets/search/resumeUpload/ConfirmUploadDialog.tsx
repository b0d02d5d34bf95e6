import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ConfirmUploadDialogProps {
  open: boolean;
  fileName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Upload this resume?': cancel closes it, Upload starts the upload (spec section 4). */
export default function ConfirmUploadDialog({ open, fileName, onCancel, onConfirm }: ConfirmUploadDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onCancel()} role="alertdialog" placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('search.confirmUploadTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('search.confirmUploadText', { name: fileName })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('search.cancel')}
              </Button>
              <Button colorPalette="blue" onClick={onConfirm}>
                {t('search.confirmUpload')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
