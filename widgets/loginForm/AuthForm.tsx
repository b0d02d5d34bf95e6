import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../engine/api/getFailureMessage';
import { useMessageText } from '../shared/useMessageText';
import { addressAfterLogin } from '../../engine/search/addressAfterLogin';
import { useApiClient } from '../shared/ApiClientContext';
import { usePortal } from '../shared/PortalContext';

export type AuthMode = 'login' | 'signup';

export interface AuthFormProps {
  initialMode: AuthMode;
  next?: string;
  /** Runs after a successful log-in or sign-up, before the page loads again; its failure does not stop the landing. */
  afterLogin?: () => Promise<unknown>;
  renderTitle: (text: string) => ReactNode;
}

/**
 * Every login ends in a full page load: to next when given, else this page again. A search page
 * loses its sort on the way (spec section 4, addressAfterLogin), whichever login it was.
 */
function landAfterLogin(next: string | undefined): void {
  if (next) {
    window.location.assign(addressAfterLogin(next));
    return;
  }
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const landing = addressAfterLogin(here);
  // The same entry, as a reload would keep it: back must not lead to the sorted page logged out.
  if (landing !== here) window.location.replace(landing);
  else window.location.reload();
}

/** The log-in / sign-up form, shared by the auth modal, the search widgets' login modal and the /careers/login page. */
export function AuthForm({ initialMode, next, afterLogin, renderTitle }: AuthFormProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const api = useApiClient();
  const { domain, loginEnabled } = usePortal();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [values, setValues] = useState({ fullName: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const body = mode === 'login' ? { email: values.email, password: values.password } : values;
      await api.post(mode === 'login' ? '/api/auth/login' : '/api/auth/signup', body, { params: { domain } });
      await afterLogin?.().catch(() => undefined);
      landAfterLogin(next);
    } catch (failure) {
      setError(text(getFailureMessage(failure)));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {renderTitle(mode === 'login' ? t('auth.loginTitle') : t('auth.signupTitle'))}
        {!loginEnabled ? (
          <Text>{t('auth.loginDisabled')}</Text>
        ) : (
          <>
            {mode === 'signup' && (
              <Field.Root required>
                <Field.Label>{t('auth.fullName')}</Field.Label>
                <Input name="fullName" autoComplete="name" value={values.fullName} onChange={(e) => setValues({ ...values, fullName: e.target.value })} />
              </Field.Root>
            )}
            <Field.Root required>
              <Field.Label>{t('auth.email')}</Field.Label>
              <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('auth.password')}</Field.Label>
              <Input
                name="password"
                type="password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                value={values.password}
                onChange={(e) => setValues({ ...values, password: e.target.value })}
              />
              {mode === 'signup' && <Field.HelperText>{t('auth.passwordHint')}</Field.HelperText>}
            </Field.Root>
            {error && (
              <Text role="alert" color="disruptive.fg" fontSize="sm">
                {error}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" loading={submitting} width="full">
              {mode === 'login' ? t('auth.logIn') : t('auth.createAccount')}
            </Button>
            <Text fontSize="sm">
              {mode === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <button type="button" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
                  {mode === 'login' ? t('auth.createAccount') : t('auth.logIn')}
                </button>
              </Link>
            </Text>
          </>
        )}
      </Stack>
    </form>
  );
}
