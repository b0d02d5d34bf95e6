import { slugify } from '../routes/parsePid';
import { pickPreservedParams } from './preservedParams';
import type { SearchParamsInput } from './readSearchParams';

function withParams(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * A job page: /careers/job/{pid}-{slug of the title}, or /careers/job/{pid} when the title gives no
 * slug. The preserved parameters of the current address (tracking parameters, domain, hl) follow.
 */
export function jobLink(pid: string | number, title: string | null | undefined, preserved?: SearchParamsInput): string {
  const slug = title ? slugify(title) : '';
  const segment = encodeURIComponent(slug === '' ? String(pid) : `${pid}-${slug}`);
  return withParams(`/careers/job/${segment}`, pickPreservedParams(preserved));
}

/** Applying: /careers/apply?pid={pid}, then the preserved parameters. */
export function applyLink(pid: string | number, preserved?: SearchParamsInput): string {
  return withParams('/careers/apply', { pid: String(pid), ...pickPreservedParams(preserved) });
}

/** Applying to a private position: /careers/apply/private?pid={pid}, then the preserved parameters. */
export function privateApplyLink(pid: string | number, preserved?: SearchParamsInput): string {
  return withParams('/careers/apply/private', { pid: String(pid), ...pickPreservedParams(preserved) });
}
