import { Alert, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../shared/useMessageText';
import type { OnboardingResponse } from '../../../schemas/generated/api/home';
import type { ProfileBootstrappingProps } from '../../../schemas/generated/widgets/profileBootstrapping.props';
import { useApiClient } from '../../shared/ApiClientContext';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePortal } from '../../shared/PortalContext';
import { TabDataState } from '../shared/TabDataState';
import { TagInput } from '../shared/TagInput';

/** The onboarding query the app-start gate reads; updated here so the gate lets the page through at once. */
const ONBOARDING_KEY = (domain: string) => ['onboarding', domain];

interface Answers {
  headline: string;
  location: string;
  skills: string[];
  desired_roles: string[];
}

/**
 * The profile bootstrapping screen (first login): a few answers prefilled from the profile, sent to
 * profile_bootstrap. The server checks them again; its message shows when it refuses.
 */
export default function ProfileBootstrapping({ title, description }: WidgetComponentProps<ProfileBootstrappingProps>) {
  const { t } = useTranslation();
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  const onboarding = useQuery({
    queryKey: ONBOARDING_KEY(domain),
    queryFn: () => api.get<OnboardingResponse>('/api/pcsx/onboarding', { params: { domain } }).then((r) => r.data),
    retry: false,
    staleTime: Infinity,
  });
  return (
    <Card.Root variant="outline" maxW="2xl" mx="auto">
      <Card.Body>
        <TabDataState query={onboarding} isEmpty={() => false}>
          {(state) => (
            <BootstrapForm
              initial={state.bootstrappingConfig.values}
              title={title ?? t('home.bootstrap.title')}
              description={description ?? t('home.bootstrap.description')}
              onDone={(next) => queryClient.setQueryData(ONBOARDING_KEY(domain), next)}
            />
          )}
        </TabDataState>
      </Card.Body>
    </Card.Root>
  );
}

function BootstrapForm({
  initial,
  title,
  description,
  onDone,
}: {
  initial: Answers;
  title: string;
  description: string;
  onDone: (state: OnboardingResponse['data']) => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const api = useApiClient();
  const { domain } = usePortal();
  const [answers, setAnswers] = useState<Answers>(initial);
  const [submitted, setSubmitted] = useState(false);
  const locationMissing = !answers.location.trim();
  const skillsMissing = answers.skills.length === 0;
  const save = useMutation({
    mutationFn: () =>
      api
        .post<OnboardingResponse>(
          '/api/pcsx/profile_bootstrap',
          { headline: answers.headline.trim(), location: answers.location.trim(), skills: answers.skills, desired_roles: answers.desired_roles, domain },
          { params: { domain } },
        )
        .then((r) => r.data),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (locationMissing || skillsMissing) {
      // Focus the first field in error (forms toolkit habit).
      const first = locationMissing
        ? document.getElementById('bootstrap-location')
        : document.querySelector<HTMLInputElement>('#bootstrap-skills-anchor input');
      first?.focus();
      return;
    }
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="bootstrap-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="bootstrap-title">
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Stack>
        <Field.Root>
          <Field.Label htmlFor="bootstrap-headline">{t('home.bootstrap.headline')}</Field.Label>
          <Input id="bootstrap-headline" value={answers.headline} maxLength={200} onChange={(e) => setAnswers({ ...answers, headline: e.target.value })} />
        </Field.Root>
        <Field.Root required invalid={submitted && locationMissing}>
          <Field.Label htmlFor="bootstrap-location">
            {t('home.bootstrap.location')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input id="bootstrap-location" value={answers.location} maxLength={200} onChange={(e) => setAnswers({ ...answers, location: e.target.value })} />
          <Field.HelperText>{t('home.bootstrap.locationHelp')}</Field.HelperText>
          <Field.ErrorText>{t('home.bootstrap.locationRequired')}</Field.ErrorText>
        </Field.Root>
        <div id="bootstrap-skills-anchor">
          <TagInput
            label={t('home.bootstrap.skills')}
            values={answers.skills}
            onChange={(skills) => setAnswers({ ...answers, skills })}
            required
            max={50}
            invalid={submitted && skillsMissing}
            errorText={t('home.bootstrap.skillsRequired')}
          />
        </div>
        <TagInput
          label={t('home.bootstrap.desiredRoles')}
          values={answers.desired_roles}
          onChange={(desired_roles) => setAnswers({ ...answers, desired_roles })}
          max={10}
        />
        {save.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{text(getFailureMessage(save.error))}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
          {t('home.bootstrap.submit')}
        </Button>
      </Stack>
    </form>
  );
}
