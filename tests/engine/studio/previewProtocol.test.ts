import { describe, expect, it } from 'vitest';
import { isPreviewDraftMessage, isPreviewToStudioMessage, previewPersonaOf, previewUrl } from '../../../engine/studio/previewProtocol';

describe("the studio preview's protocol", () => {
  it('builds the framed address from a page path, its own query kept', () => {
    expect(previewUrl('/careers/dashboard', 'acme.com', 'sample')).toBe('/careers/dashboard?domain=acme.com&studioPreview=sample');
    expect(previewUrl('/careers/search?query=engineer&domain=globex.com', 'acme.com', 'visitor')).toBe(
      '/careers/search?query=engineer&domain=acme.com&studioPreview=visitor',
    );
    expect(previewPersonaOf('?domain=acme.com&studioPreview=sample')).toBe('sample');
    expect(previewPersonaOf('?studioPreview=admin')).toBeNull();
    expect(previewPersonaOf('?domain=acme.com')).toBeNull();
  });

  it('tells the messages apart by shape', () => {
    expect(isPreviewDraftMessage({ type: 'portico-studio-preview', id: 3, config: {} })).toBe(true);
    expect(isPreviewDraftMessage({ type: 'portico-studio-preview', id: '3', config: {} })).toBe(false);
    expect(isPreviewDraftMessage({ type: 'portico-studio-preview', id: 3 })).toBe(false);
    expect(isPreviewDraftMessage('portico-studio-preview')).toBe(false);
    expect(isPreviewToStudioMessage({ type: 'portico-studio-preview-ready' })).toBe(true);
    expect(isPreviewToStudioMessage({ type: 'portico-studio-preview-rendered', id: 1 })).toBe(true);
    expect(isPreviewToStudioMessage({ type: 'portico-studio-preview-invalid', id: 1, errors: [] })).toBe(true);
    expect(isPreviewToStudioMessage({ type: 'portico-studio-preview-invalid', id: 1 })).toBe(false);
    expect(isPreviewToStudioMessage({ type: 'portico-studio-preview', id: 1, config: {} })).toBe(false);
  });
});
