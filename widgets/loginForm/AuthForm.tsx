import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../engine/api/getFailureMessage';
import { EMAIL_FORMAT_EXAMPLE, isEmail } from '../../engine/forms/rules/emailRule';
import { useMessageText } from '../shared/useMessageText';
import { addressAfterLogin } from '../../engine/search/addressAfterLogin';
import { useApiClient } from '../shared/ApiClientContext';
import { usePortal } from '../shared/PortalContext';

export type AuthMode = 'login' | 'signup';

type Values = { fullName: string; email: string; password: string };
type FieldName = keyof Values;

/** The server's shortest new password (schemas/api/auth.schema.json, SignupRequest). */
const MIN_PASSWORD = 8;

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
  const [values, setValues] = useState<Values>({ fullName: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Checked at the first submit, then as the fields change (so a message goes as soon as it is mended).
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  /** What is wrong with each field, in the form's order: the same words as the application forms'. */
  const problemsOf = (shown: Values, current: AuthMode): Partial<Record<FieldName, string>> => {
    const problems: Partial<Record<FieldName, string>> = {};
    const required = (field: FieldName, label: string) => {
      if (!shown[field].trim()) problems[field] = t('forms.validation.requiredNamed', { name: label });
    };
    if (current === 'signup') required('fullName', t('auth.fullName'));
    required('email', t('auth.email'));
    if (!problems.email && !isEmail(shown.email)) problems.email = t('forms.validation.email', { email: EMAIL_FORMAT_EXAMPLE });
    if (!shown.password) problems.password = t('forms.validation.requiredNamed', { name: t('auth.password') });
    else if (current === 'signup' && shown.password.length < MIN_PASSWORD) problems.password = t('auth.passwordHint');
    return problems;
  };
  const problems = checked ? problemsOf(values, mode) : {};
  const change = (field: FieldName, value: string) => setValues({ ...values, [field]: value });
  const switchMode = () => {
    setMode(mode === 'login' ? 'signup' : 'login');
    // The other form's messages do not belong to this one.
    setError(null);
    setChecked(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setChecked(true);
    const found = problemsOf(values, mode);
    const first = (['fullName', 'email', 'password'] as const).find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const email = values.email.trim();
      const body = mode === 'login' ? { email, password: values.password } : { ...values, email, fullName: values.fullName.trim() };
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
              <Field.Root required invalid={Boolean(problems.fullName)}>
                <Field.Label>{t('auth.fullName')}</Field.Label>
                <Input
                  ref={(input) => void (inputs.current.fullName = input)}
                  name="fullName"
                  autoComplete="name"
                  value={values.fullName}
                  onChange={(e) => change('fullName', e.target.value)}
                />
                <Field.ErrorText>{problems.fullName}</Field.ErrorText>
              </Field.Root>
            )}
            <Field.Root required invalid={Boolean(problems.email)}>
              <Field.Label>{t('auth.email')}</Field.Label>
              <Input
                ref={(input) => void (inputs.current.email = input)}
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => change('email', e.target.value)}
              />
              <Field.ErrorText>{problems.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root required invalid={Boolean(problems.password)}>
              <Field.Label>{t('auth.password')}</Field.Label>
              <Input
                ref={(input) => void (inputs.current.password = input)}
                name="password"
                type="password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                value={values.password}
                onChange={(e) => change('password', e.target.value)}
              />
              {problems.password ? (
                <Field.ErrorText>{problems.password}</Field.ErrorText>
              ) : (
                mode === 'signup' && <Field.HelperText>{t('auth.passwordHint')}</Field.HelperText>
              )}
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
                <button type="button" onClick={switchMode}>
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
