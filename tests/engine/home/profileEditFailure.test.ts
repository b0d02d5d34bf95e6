import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import { profileEditFailure } from '../../../engine/home/profileEditFailure';

describe('profileEditFailure', () => {
  it('is invalid for a 422 and failed for anything else', () => {
    expect(profileEditFailure(new ApiError('x', { kind: 'http', status: 422, url: '/api/pcsx/profile_edit' }))).toBe('invalid');
    expect(profileEditFailure(new ApiError('x', { kind: 'http', status: 500, url: '/api/pcsx/profile_edit' }))).toBe('failed');
    expect(profileEditFailure(new Error('network'))).toBe('failed');
  });
});
