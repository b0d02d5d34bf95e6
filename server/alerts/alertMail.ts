import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { localizedText } from '../../engine/i18n/localizedText';
import { jobLink } from '../../engine/search/jobLinks';
import { publicOrigin } from '../http/publicUrl';
import { serverText, serverTextIn } from '../i18n/serverText';
import { renderMail, type MailContent } from '../mail/renderMail';
import { createAlertToken } from './alertToken';
import { savedSearchLabel, savedSearchPath } from '../search/savedSearches/savedSearchLinks';

export interface AlertSearch {
  id: number;
  name: string | null;
  query: string;
  location: string;
  filters: Record<string, string[]>;
  jobs: { id: number; title: string }[];
}

interface AlertMailInput {
  config: EmployerConfig;
  language: string;
  searches: AlertSearch[];
  secret: string;
  serverPublicUrl: string;
  now: Date;
  /** One search at once, or several in the daily digest. */
  digest: boolean;
}

/** The address of the page that pauses, resumes or deletes one saved search's alert without logging in. */
export function manageAlertUrl(origin: string, secret: string, savedSearchId: number, now: Date, domain: string): string {
  const url = new URL('/alerts/manage', origin);
  url.searchParams.set('token', createAlertToken(secret, savedSearchId, now));
  url.searchParams.set('domain', domain);
  return url.toString();
}

/** An alert e-mail (one saved search's new jobs) or the daily digest (several), in the candidate's language. */
export function alertMail({ config, language, searches, secret, serverPublicUrl, now, digest }: AlertMailInput): {
  subject: string;
  html: string;
  text: string;
  fromName: string;
} {
  const origin = publicOrigin(config, serverPublicUrl);
  const employer = localizedText(config.name, language, config.defaultLanguage) ?? config.domain;
  const t = (key: Parameters<typeof serverText>[0], params?: Record<string, string>) => serverTextIn(language, serverText(key, params));
  const absolute = (path: string) => {
    const url = new URL(path, origin);
    url.searchParams.set('domain', config.domain);
    return url.toString();
  };
  const sections: MailContent['sections'] = searches.map((search) => ({
    heading: digest ? t('mail.alert.heading', { search: savedSearchLabel(search, language) }) : undefined,
    links: search.jobs.map((job) => ({ text: job.title, href: absolute(jobLink(job.id, job.title)) })),
    more: { text: t('mail.alert.seeAll'), href: absolute(savedSearchPath(search, config)) },
  }));
  const first = searches[0]!;
  const label = savedSearchLabel(first, language);
  const actions = searches.map((search) => ({
    text: digest ? `${t('mail.alert.manage')}: ${savedSearchLabel(search, language)}` : t('mail.alert.manage'),
    href: manageAlertUrl(origin, secret, search.id, now, config.domain),
  }));
  const heading = digest ? t('mail.digest.heading') : t('mail.alert.heading', { search: label });
  const { html, text } = renderMail({
    language,
    heading,
    paragraphs: digest ? [] : [t('mail.alert.intro', { employer })],
    sections,
    actions,
    footer: t('mail.alert.reason', { employer }),
  });
  return { fromName: employer, subject: digest ? t('mail.digest.subject', { employer }) : t('mail.alert.subject', { search: label }), html, text };
}
