import type { PageFieldRule } from '../PageFormDefinition';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

/** One uploaded file as a form answer (spec section 3), as the upload widget stores it and the rules check it: its facts and its bytes. */
export interface UploadedFile {
  uid: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  webkitRelativePath: string;
  /** The file's bytes, base64. */
  content: string;
  status: 'done';
  previewUrl?: string;
}

/** Sizes are in binary megabytes, as file managers show them: 1 MB = 1,048,576 bytes. */
export const BYTES_PER_MB = 1024 * 1024;

/** Names every file above rule.value MB: 'These files are larger than 5 MB: a.pdf, b.pdf'. */
export function maxFileSizeRule(rule: PageFieldRule): FieldValidator {
  const limit = Number(rule.value);
  return (value, context) => {
    const tooLarge = toFiles(value).filter((file) => sizeOf(file) > limit * BYTES_PER_MB);
    if (tooLarge.length === 0) return undefined;
    const files = tooLarge.map((file) => String(file.name ?? '')).join(', ');
    return ruleMessage(rule, 'fileMaxSize', { count: tooLarge.length, size: limit, files }, context);
  };
}

/** 'The files together cannot be larger than 10 MB.' */
export function maxCumulativeFileSizeRule(rule: PageFieldRule): FieldValidator {
  const limit = Number(rule.value);
  return (value, context) => {
    const total = toFiles(value).reduce((sum, file) => sum + sizeOf(file), 0);
    return total > limit * BYTES_PER_MB ? ruleMessage(rule, 'fileMaxTotalSize', { size: limit }, context) : undefined;
  };
}

/**
 * 'File could not be uploaded.' when an entry is not a finished upload (no name, no size, a status
 * other than done): the server refuses half-uploaded or hand-made file entries.
 */
export function uploadedFilesRule(): FieldValidator {
  return (value, context) => {
    if (value === undefined || value === null) return undefined;
    const ok = Array.isArray(value) && value.every((file) => isUploadedFile(file));
    return ok ? undefined : ruleMessage(undefined, 'fileUpload', {}, context);
  };
}

function isUploadedFile(file: unknown): boolean {
  if (typeof file !== 'object' || file === null) return false;
  const { name, size, status } = file as Partial<Record<keyof UploadedFile, unknown>>;
  return typeof name === 'string' && name !== '' && typeof size === 'number' && size >= 0 && status === 'done';
}

function toFiles(value: unknown): Partial<Record<keyof UploadedFile, unknown>>[] {
  return Array.isArray(value) ? value.filter((file): file is Record<string, unknown> => typeof file === 'object' && file !== null) : [];
}

function sizeOf(file: Partial<Record<keyof UploadedFile, unknown>>): number {
  return typeof file.size === 'number' && Number.isFinite(file.size) ? file.size : 0;
}
