import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={(event) => !event.open && onCancel()}
      placement="center"
      size="sm"
      title={t('search.confirmUploadTitle')}
      cancelLabel={t('search.cancel')}
      confirmLabel={t('search.confirmUpload')}
      confirmPalette="brand"
      onConfirm={onConfirm}
    >
      <Text>{t('search.confirmUploadText', { name: fileName })}</Text>
    </ConfirmDialog>
  );
}
