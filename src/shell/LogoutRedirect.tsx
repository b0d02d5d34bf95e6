import { Container, Spinner, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../app/BootContext';
import { logoutHref } from './logoutHref';

/** /logout: opens the server logout with the domain and a next redirect to the careers page. */
export function LogoutRedirect() {
  const { t } = useTranslation();
  const { domain } = useBoot();
  useEffect(() => window.location.replace(logoutHref(domain)), [domain]);
  return (
    <Container py="16" display="flex" gap="3" alignItems="center">
      <Spinner size="sm" />
      <Text>{t('shell.loggingOut')}</Text>
    </Container>
  );
}
