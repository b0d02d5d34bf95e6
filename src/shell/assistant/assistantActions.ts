import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import type { AssistantRequest } from '../../../engine/assistant/assistantProtocol';
import { isSameSitePath } from '../../../engine/forms/frameUrl';
import type { Message } from '../../../engine/i18n/Message';
import { withPreservedParams } from '../../../engine/search/withPreservedParams';
import type { SearchState } from '../../../engine/search/searchState';
import type { ProfileEditRequest } from '../../../schemas/generated/api/profile';
import { saveSettings } from '../../../widgets/home/data/saveSettings';
import { changeJobCart, jobCartQueryOptions } from '../../../widgets/search/data/jobCart';
import { deleteResume, fetchResumes, uploadResume } from '../../../widgets/search/data/resumes';

/** What the portal says back to the assistant: done or not, and in words the candidate reads. */
export interface AssistantOutcome {
  ok: boolean;
  message: string;
}

export interface AssistantActionContext {
  api: ApiClient;
  domain: string;
  queryClient: QueryClient;
  t: TFunction;
  text: (message: Message) => string;
  user: { isLoggedIn: boolean; userId?: string };
  /** The search page's state now, and the way to show another (the address changes, the page follows). */
  search: { state: SearchState; navigate: (next: SearchState) => void };
  /** Same-site navigation inside the app (no page load). */
  goTo: (path: string) => void;
  /** The file the candidate picks in the sidebar, or null when they cancel. */
  pickResume: () => Promise<File | null>;
  /** The password the candidate types in the sidebar to change their log-in e-mail to this one, or null when they cancel. */
  askPassword: (email: string) => Promise<string | null>;
  allowedResumeFileTypes: readonly string[];
}

const done = (message: string): AssistantOutcome => ({ ok: true, message });
const refused = (message: string): AssistantOutcome => ({ ok: false, message });

/** A same-site address of the portal as a path ('/careers/job/3?domain=…'), or undefined for another site's. */
function sameSitePath(url: string): string | undefined {
  if (isSameSitePath(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** A same-site page opens in the candidate's language, with the visit's tracking parameters (the assistant's links name only the job). */
function portalPath(url: string): string | undefined {
  const path = sameSitePath(url);
  return path === undefined ? undefined : withPreservedParams(path, window.location.search);
}

const NEEDS_LOGIN = new Set<AssistantRequest['action']>(['cart', 'resume', 'profile']);

/** Does what the assistant asked for, with the portal's own calls, and says how it went. */
export async function runAssistantRequest(request: AssistantRequest, context: AssistantActionContext): Promise<AssistantOutcome> {
  const { api, domain, queryClient, t } = context;
  if (NEEDS_LOGIN.has(request.action) && !context.user.isLoggedIn) return refused(t('assistant.result.loginRequired'));
  try {
    switch (request.action) {
      case 'search': {
        const { keywords, location, filters } = request.payload;
        context.search.navigate({
          ...context.search.state,
          query: keywords,
          location,
          filters,
          start: 0,
          pid: undefined,
          mapBounds: undefined,
          latlong: undefined,
          distance: undefined,
        });
        return done(t('assistant.result.searched'));
      }
      case 'cart': {
        const { positionId, remove } = request.payload;
        const cartQuery = jobCartQueryOptions(api, domain);
        const before = await queryClient.fetchQuery(cartQuery);
        const cart = await changeJobCart(api, domain, { pids: [positionId], operation: remove ? 'remove' : 'add' });
        queryClient.setQueryData(cartQuery.queryKey, cart);
        const title = [...cart.jobCartData, ...before.jobCartData].find((position) => String(position.id) === positionId)?.title;
        if (!title || cart.invalidPositionIds.includes(positionId)) return refused(t('assistant.result.invalid'));
        return done(t(remove ? 'assistant.result.cartRemoved' : 'assistant.result.cartAdded', { title }));
      }
      case 'resume': {
        let uploaded: string | undefined;
        if (request.payload.remove) {
          const primary = (await fetchResumes(api, domain)).find((resume) => resume.is_primary);
          if (!primary) return refused(t('assistant.result.noResume'));
          await deleteResume(api, domain, primary.id);
        } else {
          const file = await context.pickResume();
          if (!file) return refused(t('assistant.result.uploadCancelled'));
          const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
          if (!context.allowedResumeFileTypes.includes(extension))
            return refused(t('assistant.result.wrongFileType', { types: context.allowedResumeFileTypes.join(', ') }));
          await uploadResume(api, domain, file);
          uploaded = file.name;
        }
        for (const queryKey of [['search', 'resumes', domain], ['search', 'matchDetails', domain], ['profile'], ['home']])
          void queryClient.invalidateQueries({ queryKey });
        return done(uploaded === undefined ? t('assistant.result.resumeRemoved') : t('assistant.result.resumeUploaded', { name: uploaded }));
      }
      case 'profile': {
        const { encId, email, firstname, lastname } = request.payload;
        if (encId !== undefined && encId !== context.user.userId) return refused(t('assistant.result.notYours'));
        // The log-in e-mail asks for the password, typed by the candidate in the portal's own sidebar (never through the frame), before anything changes.
        const currentPassword = email === undefined ? undefined : await context.askPassword(email);
        if (currentPassword === null) return refused(t('assistant.result.emailNotChanged'));
        if (email !== undefined && currentPassword !== undefined) await saveSettings(api, domain, { email, currentPassword });
        if (firstname !== undefined || lastname !== undefined) {
          const edit: ProfileEditRequest = {
            op_section: 'basic_info',
            operation: 'update',
            op_data: { value: { ...(firstname !== undefined ? { first_name: firstname } : {}), ...(lastname !== undefined ? { last_name: lastname } : {}) } },
            domain,
          };
          await api.post('/api/pcsx/profile_edit', edit, { params: { domain } });
        }
        void queryClient.invalidateQueries({ queryKey: ['home'] });
        return done(t('assistant.result.profileUpdated'));
      }
      case 'open': {
        const { url, target } = request.payload;
        const path = portalPath(url);
        if (target === '_blank') {
          const address = path ?? (/^https:\/\//i.test(url) ? url : undefined);
          if (!address) return refused(t('assistant.result.notSameSite'));
          window.open(address, '_blank', 'noopener,noreferrer');
        } else {
          if (!path) return refused(t('assistant.result.notSameSite'));
          context.goTo(path);
        }
        return done(t('assistant.result.opened'));
      }
    }
  } catch (error) {
    return refused(t('assistant.result.failed', { reason: context.text(getFailureMessage(error)) }));
  }
}
