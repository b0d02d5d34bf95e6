import { chakra } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_QUERY_PARAM, languageName } from '../../engine/i18n/languages';
import type { Language } from '../../schemas/generated/api/home';
import { saveSettings } from '../../widgets/home/data/saveSettings';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { useBoot } from '../app/BootContext';

/** The languages the navbar offers (the employer's `locales`), when the employer turns the picker on and offers two or more. */
export function useOfferedLanguages(): readonly string[] {
  const { config } = useBoot();
  const offered = config.locales ?? [];
  return config.pcsxConfig?.branding?.languagePicker === true && offered.length > 1 ? offered : [];
}

/**
 * The navbar's language picker (issue 20): a native select of the employer's languages, each in its
 * own words. A choice opens the same page in it (hl, which the server renders in); a logged-in
 * candidate's choice is saved first, so e-mails and later visits use it too.
 */
export function LanguagePicker({ offered, id }: { offered: readonly string[]; id: string }) {
  const { t, i18n } = useTranslation();
  const { domain, user } = useBoot();
  const api = useApiClient();
  const current = i18n.language;
  const choices = offered.includes(current) ? offered : [current, ...offered];
  const choose = async (language: string) => {
    // A failed save still shows the page in the language asked for; Settings shows what is saved.
    if (user.isLoggedIn) await saveSettings(api, domain, { language: language as Language }).catch(() => undefined);
    const url = new URL(window.location.href);
    url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
    window.location.assign(url);
  };
  return (
    <chakra.select
      id={id}
      aria-label={t('shell.language')}
      value={current}
      onChange={(event) => void choose(event.target.value)}
      bg="transparent"
      color="inherit"
      borderWidth="1px"
      borderColor="currentColor"
      borderRadius="l2"
      fontSize="sm"
      minH={{ base: '11', md: '8' }}
      px="2"
      maxW="40"
      css={{ '& option': { color: 'portico.text', bg: 'portico.page' } }}
    >
      {choices.map((code) => (
        <LanguageOption key={code} code={code} />
      ))}
    </chakra.select>
  );
}

/**
 * One choice, a component of its own: its name in its own words costs a browser about a millisecond
 * (the language's data), so hydrating the picker comes in React's short slices, and a re-render of
 * the navbar (the rest of the strings arriving) leaves the names as they are.
 */
const LanguageOption = memo(function LanguageOption({ code }: { code: string }) {
  return (
    <option value={code} lang={code}>
      {languageName(code)}
    </option>
  );
});
