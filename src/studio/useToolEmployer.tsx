import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { useBoot } from '../app/BootContext';
import { LabelledSelect } from './LabelledSelect';
import { studioApi } from './studioApi';

/** The employer a consultant works on, kept in the address (an admin's is always their own). */
const EMPLOYER_PARAM = 'employer';

/**
 * The employer an authoring tool (the form builder, the theme builder) works on: a consultant's
 * choice among every employer (`?employer=`, with a picker labelled `label`), else the portal's.
 */
export function useToolEmployer(label: string) {
  const api = useApiClient();
  const { user, domain: portalDomain } = useBoot();
  const [chosen, setChosen] = useState(() => new URLSearchParams(window.location.search).get(EMPLOYER_PARAM));
  const employers = useQuery({
    queryKey: ['studio', 'employers'],
    queryFn: () => studioApi(api).employers(),
    enabled: user.isConsultant === true,
    retry: false,
  });
  const domains = employers.data?.map((employer) => employer.domain) ?? [];
  const domain = chosen && domains.includes(chosen) ? chosen : portalDomain;
  useEffect(() => {
    if (!user.isConsultant) return;
    const url = new URL(window.location.href);
    url.searchParams.set(EMPLOYER_PARAM, domain);
    window.history.replaceState(window.history.state, '', url);
  }, [domain, user.isConsultant]);
  const picker =
    user.isConsultant && employers.data && employers.data.length > 1 ? (
      <LabelledSelect
        label={label}
        size="sm"
        value={domain}
        onChange={setChosen}
        options={employers.data.map((employer) => ({ value: employer.domain, label: `${employer.name} (${employer.domain})` }))}
      />
    ) : null;
  return { domain, picker };
}

/** An authoring tool's page for a signed-in candidate (its API answered 403). */
export function ToolNotAllowed({ title, body, testId }: { title: string; body: string; testId: string }) {
  return (
    <Stack gap="4" align="start" py="10" data-testid={testId}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>{body}</Text>
    </Stack>
  );
}
