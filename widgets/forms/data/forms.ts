import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import type { ApplyForm, FormsList, LoadedForm } from './formTypes';

interface Envelope<T> {
  data?: T;
}

export async function fetchFormsList(api: ApiClient, params: { tabId?: string; domain: string }, signal?: AbortSignal): Promise<FormsList> {
  const response = await api.get<Envelope<FormsList>>('/api/pcsx/forms_list', {
    params: { tab_id: params.tabId, include_tab_list: 1, domain: params.domain },
    signal,
  });
  return { tabs: response?.data?.tabs, forms: Array.isArray(response?.data?.forms) ? response.data.forms : [] };
}

export function formsListQuery(api: ApiClient, params: { tabId?: string; domain: string }) {
  return queryOptions({ queryKey: ['forms', 'list', params.domain, params.tabId ?? ''], queryFn: ({ signal }) => fetchFormsList(api, params, signal) });
}

export function useFormsList(tabId: string | undefined) {
  const api = useApiClient();
  const { domain } = usePortal();
  // The previous tab's list stays while the next one loads, so the tabs do not flicker away.
  return useQuery({ ...formsListQuery(api, { tabId, domain }), placeholderData: keepPreviousData });
}

export async function fetchForm(api: ApiClient, formId: string, domain: string, signal?: AbortSignal): Promise<LoadedForm> {
  const response = await api.get<Envelope<LoadedForm>>(`/api/pcsx/forms/${encodeURIComponent(formId)}`, { params: { domain }, signal });
  if (!response?.data?.definition) throw new Error('The form could not be loaded.');
  return response.data;
}

/** A form is loaded once per visit: refetching would overwrite what the candidate is typing. */
export function formQuery(api: ApiClient, formId: string, domain: string) {
  return queryOptions({
    queryKey: ['forms', 'form', domain, formId],
    queryFn: ({ signal }) => fetchForm(api, formId, domain, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useForm(formId: string | undefined) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...formQuery(api, formId ?? '', domain), enabled: Boolean(formId) });
}

export async function fetchApplyForm(api: ApiClient, pid: string, domain: string, signal?: AbortSignal): Promise<ApplyForm> {
  const response = await api.get<Envelope<ApplyForm>>('/api/pcsx/apply_form', { params: { pid, domain }, signal });
  if (!response?.data?.form?.definition) throw new Error('The application form could not be loaded.');
  return response.data;
}

export function applyFormQuery(api: ApiClient, pid: string, domain: string) {
  return queryOptions({
    queryKey: ['forms', 'apply', domain, pid],
    queryFn: ({ signal }) => fetchApplyForm(api, pid, domain, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useApplyForm(pid: string | undefined) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...applyFormQuery(api, pid ?? '', domain), enabled: Boolean(pid) });
}

export function saveFormDraft(api: ApiClient, formId: string, values: Record<string, unknown>) {
  return api.put<Envelope<{ saved_at: string }>>(`/api/pcsx/forms/${encodeURIComponent(formId)}/draft`, { values });
}

export function submitForm(api: ApiClient, formId: string, values: Record<string, unknown>) {
  return api.post<Envelope<{ status: 'submitted'; submitted_at: string }>>(`/api/pcsx/forms/${encodeURIComponent(formId)}/submit`, { values });
}

export function saveApplyDraft(api: ApiClient, pid: string, values: Record<string, unknown>) {
  return api.put<Envelope<{ saved_at: string }>>('/api/pcsx/apply_draft', { pid, values });
}

export function submitApplication(api: ApiClient, pid: string, values: Record<string, unknown>) {
  return api.post<Envelope<{ status: string; submitted_at?: string }>>('/api/pcsx/apply', { pid, values });
}

/** An admin's edit of a preboarding form: the whole definition; answers the form as the page loads it. */
export async function saveFormDefinition(api: ApiClient, formId: string, definition: FormDefinition): Promise<LoadedForm> {
  const response = await api.put<Envelope<LoadedForm>>(`/api/pcsx/forms/${encodeURIComponent(formId)}/definition`, { definition });
  if (!response?.data?.definition) throw new Error('The form could not be saved.');
  return response.data;
}
