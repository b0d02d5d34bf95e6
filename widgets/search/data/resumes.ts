import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { ResumeFile, ResumeUploadResponse, ResumeUploadResult, ResumesResponse } from '../../../schemas/generated/api/search';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

export async function fetchResumes(api: ApiClient, domain: string, signal?: AbortSignal): Promise<ResumeFile[]> {
  const response = await api.get<ResumesResponse>('/api/pcsx/resumes', { params: { domain }, signal });
  return response.data.resumes;
}

export function resumesQueryOptions(api: ApiClient, domain: string) {
  return queryOptions({ queryKey: ['search', 'resumes', domain], queryFn: ({ signal }) => fetchResumes(api, domain, signal), staleTime: 30_000 });
}

export function useResumes() {
  const api = useApiClient();
  const { domain, user } = usePortal();
  return useQuery({ ...resumesQueryOptions(api, domain), enabled: user.isLoggedIn });
}

/** A file as a data URL (resume_content of spec section 7). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Spec section 7: multipart resume_file_name, resume_content (data URL), domain; answers the candidate. */
export async function uploadResume(api: ApiClient, domain: string, file: File): Promise<ResumeUploadResult> {
  const form = new FormData();
  form.append('resume_file_name', file.name);
  form.append('resume_content', await readAsDataUrl(file));
  form.append('domain', domain);
  const response = await api.rawPost<ResumeUploadResponse>('/api/pcsx/upload_resume', form, { params: { domain } });
  return response.data;
}

/** Removes one of the candidate's resumes (the newest other one becomes the primary); answers the resumes left. */
export async function deleteResume(api: ApiClient, domain: string, id: number): Promise<ResumeFile[]> {
  const response = await api.del<ResumesResponse>(`/api/pcsx/resumes/${id}`, undefined, { params: { domain } });
  return response.data.resumes;
}
