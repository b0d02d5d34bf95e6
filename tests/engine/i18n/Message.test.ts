import { describe, expect, it } from 'vitest';
import { englishText } from '../../../engine/i18n/englishText';
import { MessageError, message, verbatim } from '../../../engine/i18n/Message';

describe('engine messages', () => {
  it('are a key with its parameters, turned into English from the locale files', () => {
    expect(message('errors.request.status', { status: 404 })).toEqual({ key: 'errors.request.status', params: { status: 404 } });
    expect(englishText(message('errors.request.status', { status: 404 }))).toBe('Request failed with status 404');
    expect(englishText(message('forms.validation.fileMinCount', { count: 2 }))).toBe('Upload at least 2 files.');
  });

  it('refuse a key with no English text, at compile time and when turned into English', () => {
    // @ts-expect-error: a typo in a key does not compile
    const typo = message('offers.refusal.expird');
    expect(() => englishText(typo)).toThrow('No English text for "offers.refusal.expird"');
  });

  it('show text someone else wrote as it came, without reading placeholders in it', () => {
    expect(englishText(verbatim('Server says {{hi}} & <b>'))).toBe('Server says {{hi}} & <b>');
  });

  it('travel in a MessageError, whose own message is the key (for logs)', () => {
    const error = new MessageError(message('errors.request.rateLimited'));
    expect(error.userMessage).toEqual({ key: 'errors.request.rateLimited' });
    expect(error.message).toBe('errors.request.rateLimited');
    expect(new MessageError(verbatim('Failed to fetch')).message).toBe('Failed to fetch');
  });
});
