import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../engine/api/ApiError';
import { message } from '../../../engine/i18n/Message';
import { useDraftSaver } from '../../../widgets/forms/page/useDraftSaver';

describe('a draft the server finds too large', () => {
  it('says so (413) rather than that saving failed, and a later failure is a plain failure again', async () => {
    let failure: Error = new ApiError(message('errors.request.apiResponse'), {
      kind: 'http',
      status: 413,
      url: '/api/pcsx/apply_draft',
    });
    const { result } = renderHook(() => useDraftSaver({ save: () => Promise.reject(failure) }));
    await act(async () => {
      result.current.onValuesChange({ cover_letter: 'x' });
      await result.current.flush();
    });
    expect(result.current.state).toBe('tooLarge');
    failure = new ApiError(message('errors.request.status', { status: 500 }), { kind: 'http', status: 500, url: '/api/pcsx/apply_draft' });
    await act(async () => {
      result.current.onValuesChange({ cover_letter: 'y' });
      await result.current.flush();
    });
    expect(result.current.state).toBe('failed');
  });
});
