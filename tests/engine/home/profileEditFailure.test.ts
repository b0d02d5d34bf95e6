import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import { profileEditFailure } from '../../../engine/home/profileEditFailure';
import { englishText } from '../../../engine/i18n/englishText';
import { message } from '../../../engine/i18n/Message';

const apiError = (status: number | null) =>
  new ApiError(message('errors.request.apiResponse'), { kind: 'http', status, data: { message: 'server text' }, url: '/api/pcsx/profile_edit' });

describe('profileEditFailure', () => {
  it('explains a 422 as an invalid request', () => {
    expect(profileEditFailure(apiError(422))).toEqual({ key: 'home.profile.editInvalid' });
    expect(englishText(profileEditFailure(apiError(422)))).toBe('Invalid request received. Please try again');
  });

  it.each([400, 403, 500, null])('is generic for status %s, never the server text', (status) => {
    expect(profileEditFailure(apiError(status))).toEqual({ key: 'home.profile.editFailed' });
    expect(englishText(profileEditFailure(apiError(status)))).toBe('Something went wrong. Please try again');
  });

  it('is generic for an error without a status', () => {
    expect(profileEditFailure(new Error('network'))).toEqual({ key: 'home.profile.editFailed' });
  });
});
