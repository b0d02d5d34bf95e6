import { ApiError } from '../api/ApiError';

/**
 * Which message a failed profile edit gets (spec error catalogue): 'invalid' for a 422 ('Invalid
 * request received. Please try again'), 'failed' for anything else ('Something went wrong. Please try again').
 */
export function profileEditFailure(error: unknown): 'invalid' | 'failed' {
  return error instanceof ApiError && error.status === 422 ? 'invalid' : 'failed';
}
