import type { ApiClient } from '../../engine/api/createApiClient';
import type {
  AssignFormRequest,
  AssignFormResponse,
  CreateFormResponse,
  FormDraftResponse,
  PublishResponse,
  SaveDraftResponse,
  StudioFormsResponse,
} from '../../schemas/generated/api/studio';

const forms = (domain: string, rest = '') => `/api/studio/forms${rest}?domain=${encodeURIComponent(domain)}`;
const form = (domain: string, id: string, rest: string) => forms(domain, `/${encodeURIComponent(id)}${rest}`);

/** The form builder's calls (server/studio/registerFormBuilderRoutes.ts), typed from schemas/api/studio.schema.json. */
export function formBuilderApi(api: ApiClient, domain: string) {
  return {
    list: () => api.get<StudioFormsResponse>(forms(domain)),
    create: (title: string, templateId?: string) => api.post<CreateFormResponse>(forms(domain), { domain, title, ...(templateId ? { templateId } : {}) }),
    draft: (id: string) => api.get<FormDraftResponse>(form(domain, id, '/draft')),
    saveDraft: (id: string, body: { baseVersion: number | null; definition: object }) => api.put<SaveDraftResponse>(form(domain, id, '/draft'), body),
    publish: (id: string, baseVersion: number | null) => api.post<PublishResponse>(form(domain, id, '/publish'), { baseVersion }),
    assign: (id: string, body: AssignFormRequest) => api.post<AssignFormResponse>(form(domain, id, '/assignments'), body),
  };
}

/** The builder's page of a form (the list's when no id is given). */
export const builderPath = (id?: string) => (id === undefined ? '/careers/forms/builder' : `/careers/forms/builder/${encodeURIComponent(id)}`);
