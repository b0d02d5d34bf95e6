import { describe, expect, it, vi } from 'vitest';
import { base64ToBytes, documentBlob, downloadFileName, NoContentError } from '../../../widgets/offers/offerLetter/documentContent';

describe('offer document content', () => {
  it('decodes the inline base64 bytes', () => {
    expect(Array.from(base64ToBytes('JVBERi0='))).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });

  it('makes a PDF blob from the inline bytes without fetching', async () => {
    const fetch = vi.fn();
    const blob = await documentBlob({ b64_string: 'JVBERi0=', url: '/x.pdf' }, fetch);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(5);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches the URL when there are no inline bytes, and fails on an error answer', async () => {
    const ok = vi.fn(async () => new Response(new Uint8Array([1, 2, 3])));
    expect((await documentBlob({ b64_string: null, url: '/x.pdf' }, ok)).size).toBe(3);
    const failing = vi.fn(async () => new Response('no', { status: 404 }));
    await expect(documentBlob({ b64_string: null, url: '/x.pdf' }, failing)).rejects.toThrow('Download failed (404)');
  });

  it('reports missing content as NoContentError, whose words are the key the page translates', async () => {
    await expect(documentBlob({ b64_string: null, url: null })).rejects.toBeInstanceOf(NoContentError);
    expect(new NoContentError().userMessage).toEqual({ key: 'offers.letter.noContent' });
  });

  it('names the download after the document, as a PDF', () => {
    expect(downloadFileName('Offer letter')).toBe('Offer letter.pdf');
    expect(downloadFileName('a/b: c?.PDF')).toBe('a b  c .PDF');
    expect(downloadFileName('  ')).toBe('offer-letter.pdf');
  });
});
