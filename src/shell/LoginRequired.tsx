import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthModal } from './authModalState';

/**
 * Shown for a protected route while logged out: opens the auth modal at once. Closing the modal while
 * still logged out goes to /careers (keeping the domain). A successful login reloads this page.
 */
export function LoginRequired() {
  const { t } = useTranslation();
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const openModal = useCallback(
    () => open({ onDismiss: () => void navigate({ to: '/careers', search: (previous: Record<string, unknown>) => ({ domain: previous.domain }) as never }) }),
    [open, navigate],
  );
  useEffect(() => openModal(), [openModal]);
  return (
    <Container maxW="xl" py="16">
      <Stack gap="4" align="start">
        <Text fontSize="lg">{t('shell.loginRequired')}</Text>
        <Button colorPalette="brand" onClick={openModal}>
          {t('shell.logIn')}
        </Button>
      </Stack>
    </Container>
  );
}
