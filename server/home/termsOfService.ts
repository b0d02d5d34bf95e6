import type { TermsOfService } from '../../schemas/generated/api/home';
import type { PageConfig } from '../../engine/i18n/localizedText';
import type { Candidate } from '../db/Database';

export const DEFAULT_TERMS_BUTTON_TEXT = 'Accept';
export const DEFAULT_TERMS_TITLE = 'Terms of service';

/** The terms gate as the page needs it: the employer's termsOfService config and whether this visitor accepted it. */
export function termsOfService(config: PageConfig, viewer: Candidate | null): TermsOfService {
  const terms = config.termsOfService ?? {};
  return {
    tosAttested: viewer?.tos_attested ?? false,
    enabled: terms.enabled === true,
    title: terms.title ?? DEFAULT_TERMS_TITLE,
    html: terms.html ?? '',
    buttonText: terms.buttonText?.trim() || DEFAULT_TERMS_BUTTON_TEXT,
  };
}
