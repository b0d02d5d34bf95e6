import { LANGUAGE_QUERY_PARAM, languageName } from '../../../engine/i18n/languages';
import { Alert, Button, Card, Field, Heading, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PorticoLink } from '../../shared/PorticoLink';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../shared/useMessageText';
import type { CandidateSettingsProps } from '../../../schemas/generated/widgets/candidateSettings.props';
import type { Language, NotificationPreferences, Settings } from '../../../schemas/generated/api/home';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePortal } from '../../shared/PortalContext';
import { toaster } from '../../shared/toaster';
import { useDeleteAccount, useSettings, useUpdateSettings } from '../data/settings';
import { TabDataState } from '../shared/TabDataState';

/** Settings (pages.settings): interface language, notification preferences, password and deleting the account. */
export default function CandidateSettings(_props: WidgetComponentProps<CandidateSettingsProps>) {
  const query = useSettings();
  return (
    <TabDataState query={query} isEmpty={() => false}>
      {(settings) => (
        <Stack gap="6" maxW="3xl">
          <LanguageCard settings={settings} />
          <PreferencesCard settings={settings} />
          <PasswordCard />
          <DeleteAccountCard email={settings.account.email} />
        </Stack>
      )}
    </TabDataState>
  );
}

function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md" id={`${id}-title`}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const saved = (message: string) => toaster.create({ type: 'success', title: message });

function reloadWithoutLanguageParam() {
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_QUERY_PARAM);
  window.location.assign(url);
}

function LanguageCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const [language, setLanguage] = useState<string>(settings.language ?? '');
  return (
    <SettingsCard id="language" title={t('home.settings.language')}>
      <Field.Root>
        <Field.Label htmlFor="settings-language">{t('home.settings.languageLabel')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id="settings-language" value={language} onChange={(event) => setLanguage(event.target.value)}>
            <option value="">{t('home.settings.languageDefault')}</option>
            {settings.availableLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('home.settings.languageHelp')}</Field.HelperText>
      </Field.Root>
      {update.isError && <FailureAlert error={update.error} />}
      <Button
        alignSelf="start"
        colorPalette="brand"
        size="sm"
        loading={update.isPending}
        onClick={() =>
          update.mutate(
            { language: (language || null) as Language | null },
            {
              onSuccess: () => {
                saved(t('home.settings.saved'));
                // A new language shows at once: the page again, without an hl that would outrank the saved choice.
                if ((language || null) !== (settings.language ?? null)) reloadWithoutLanguageParam();
              },
            },
          )
        }
      >
        {t('home.settings.save')}
      </Button>
    </SettingsCard>
  );
}

function PreferencesCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const { notifications } = usePortal().settings;
  const rows: { key: keyof NotificationPreferences; label: string; shown: boolean }[] = [
    { key: 'email', label: t('home.settings.emailNotifications'), shown: true },
    { key: 'inApp', label: t('home.settings.inAppNotifications'), shown: notifications.inAppEnabled },
    { key: 'savedSearchAlerts', label: t('home.settings.savedSearchAlerts'), shown: notifications.savedSearchEnabled },
    { key: 'savedSearchDigest', label: t('home.settings.savedSearchDigest'), shown: notifications.savedSearchEnabled },
  ];
  return (
    <SettingsCard id="notifications" title={t('home.settings.notifications')}>
      {rows
        .filter((row) => row.shown)
        .map((row) => (
          <Switch.Root
            key={row.key}
            colorPalette="brand"
            checked={settings.notificationPreferences[row.key]}
            disabled={update.isPending}
            onCheckedChange={(details) =>
              update.mutate({ notificationPreferences: { [row.key]: details.checked } }, { onSuccess: () => saved(t('home.settings.saved')) })
            }
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{row.label}</Switch.Label>
          </Switch.Root>
        ))}
      {notifications.savedSearchEnabled && <PorticoLink href="/careers/saved-searches">{t('home.settings.manageSavedSearches')}</PorticoLink>}
      {update.isError && <FailureAlert error={update.error} />}
    </SettingsCard>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next.length < 8) {
      setTooShort(true);
      document.getElementById('settings-new-password')?.focus();
      return;
    }
    setTooShort(false);
    update.mutate(
      { password: { current, new: next } },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          saved(t('home.settings.passwordChanged'));
        },
        // The button was busy (and so let the focus go): the current password, to type again, takes it.
        onError: () => document.getElementById('settings-current-password')?.focus(),
      },
    );
  };
  const wrongCurrent = update.isError && getFailureMessage(update.error).key === 'home.settings.wrongPassword';
  return (
    <SettingsCard id="password" title={t('home.settings.password')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <PasswordField
            id="settings-current-password"
            label={t('home.settings.currentPassword')}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            invalid={wrongCurrent}
            describedBy={wrongCurrent ? 'settings-password-failure' : undefined}
          />
          <PasswordField
            id="settings-new-password"
            label={t('home.settings.newPassword')}
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            invalid={tooShort}
          >
            <Field.HelperText>{t('home.settings.passwordHelp')}</Field.HelperText>
            {tooShort && <Field.ErrorText>{t('home.settings.passwordTooShort')}</Field.ErrorText>}
          </PasswordField>
          {update.isError && <FailureAlert id="settings-password-failure" error={update.error} />}
          <Button type="submit" alignSelf="start" size="sm" colorPalette="brand" loading={update.isPending} disabled={!current}>
            {t('home.settings.changePassword')}
          </Button>
        </Stack>
      </form>
    </SettingsCard>
  );
}

function DeleteAccountCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  return (
    <SettingsCard id="account" title={t('home.settings.account')}>
      <Text>{t('home.settings.signedInAs', { email })}</Text>
      <ConfirmDialog
        onExitComplete={() => setPassword('')}
        trigger={
          <Button alignSelf="start" size="sm" variant="outline" colorPalette="red">
            {t('home.settings.deleteAccount')}
          </Button>
        }
        title={t('home.settings.deleteTitle')}
        cancelLabel={t('home.profile.cancel')}
        confirmLabel={t('home.settings.deleteConfirm')}
        confirmPalette="red"
        confirmDisabled={!password}
        confirming={remove.isPending}
        onConfirm={() => remove.mutate(password, { onSuccess: () => window.location.assign('/careers') })}
      >
        <Stack gap="4">
          <Text>{t('home.settings.deleteWarning')}</Text>
          <PasswordField
            id="settings-delete-password"
            label={t('home.settings.currentPassword')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          {remove.isError && <FailureAlert error={remove.error} />}
        </Stack>
      </ConfirmDialog>
    </SettingsCard>
  );
}

/** A required password input with its label (and, as children, its help and error texts). */
function PasswordField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  invalid,
  describedBy,
  children,
}: {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** An element outside the field that says what is wrong with it (the form's refusal). */
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </Field.Root>
  );
}

function FailureAlert({ error, id }: { error: unknown; id?: string }) {
  const text = useMessageText();
  return (
    <Alert.Root id={id} status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text(getFailureMessage(error))}</Alert.Title>
    </Alert.Root>
  );
}
