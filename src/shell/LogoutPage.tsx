import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { useBoot } from '../app/BootContext';
import { careersAfterLogout, logOut } from './logOut';

/**
 * /logout: asks before logging out, since anyone can link here; the button logs out with a POST and the
 * CSRF token and goes to the careers page of the same employer. A visitor who is not logged in goes
 * straight there.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const { domain, user } = useBoot();
  const api = useApiClient();
  const [state, setState] = useState<'ask' | 'leaving' | 'failed'>('ask');
  useEffect(() => {
    if (!user.isLoggedIn) window.location.replace(careersAfterLogout(domain));
  }, [user.isLoggedIn, domain]);
  if (!user.isLoggedIn) return null;
  const confirm = () => {
    setState('leaving');
    logOut(api, domain).catch(() => setState('failed'));
  };
  return (
    <Container py="16" maxW="lg">
      <Stack gap="4" align="start">
        <Heading as="h2" size="lg">
          {t('shell.logOutQuestion')}
        </Heading>
        {state === 'failed' && (
          <Text color="fg.error" role="alert">
            {t('shell.logOutFailed')}
          </Text>
        )}
        <Button colorPalette="brand" onClick={confirm} loading={state === 'leaving'} loadingText={t('shell.loggingOut')}>
          {t('shell.logOut')}
        </Button>
      </Stack>
    </Container>
  );
}
