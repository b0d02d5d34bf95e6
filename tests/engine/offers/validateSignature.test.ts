import { describe, expect, it } from 'vitest';
import { firstSignatureError, validateSignature } from '../../../engine/offers/validateSignature';
import { isPdfContent, validateSignedUpload } from '../../../engine/offers/validateSignedUpload';
import { OFFER_CONSTANTS } from '../../../engine/offers/offerConstants';
import { englishOf, englishOfEach } from '../i18n/englishOf';

const MISMATCH = 'Please enter your full name as shown on the offer letter and your profile.';

describe('validateSignature', () => {
  it('accepts the profile full name typed exactly, with the agree box checked', () => {
    expect(validateSignature({ agree: true, signature: 'Ada Lovelace' }, 'Ada Lovelace')).toEqual({});
  });

  it('refuses any other name with the spec message, even a different case or extra spaces', () => {
    for (const signature of ['Ada', 'ada lovelace', 'Ada  Lovelace', ' Ada Lovelace', 'Grace Hopper']) {
      expect(englishOfEach(validateSignature({ agree: true, signature }, 'Ada Lovelace'))).toEqual({
        signature: MISMATCH,
      });
    }
  });

  it('accepts any non-empty text when the profile name is not known', () => {
    expect(validateSignature({ agree: true, signature: 'A. L.' }, null)).toEqual({});
    expect(validateSignature({ agree: true, signature: 'A. L.' }, '')).toEqual({});
    expect(englishOfEach(validateSignature({ agree: true, signature: '   ' }, undefined))).toEqual({
      signature: 'This field is required',
    });
  });

  it('requires the agree checkbox and the signature', () => {
    expect(englishOfEach(validateSignature({ agree: false, signature: '' }, 'Ada Lovelace'))).toEqual({
      agree: 'This field is required',
      signature: 'This field is required',
    });
    expect(englishOf(firstSignatureError(validateSignature({ agree: false, signature: 'Ada Lovelace' }, 'Ada Lovelace')))).toBe('This field is required');
    expect(firstSignatureError(validateSignature({ agree: true, signature: 'Ada Lovelace' }, 'Ada Lovelace'))).toBeNull();
  });
});

describe('validateSignedUpload', () => {
  const pdf = { name: 'signed.pdf', size: 2048, type: 'application/pdf' };

  it('takes exactly one PDF', () => {
    expect(validateSignedUpload([pdf])).toBeNull();
    expect(validateSignedUpload([{ name: 'SIGNED.PDF', size: 10 }])).toBeNull();
  });

  it("refuses a second file with 'You should upload at most 1 file'", () => {
    expect(englishOf(validateSignedUpload([pdf, pdf]))).toBe('You should upload at most 1 file');
    expect(validateSignedUpload([pdf, pdf])).toEqual({ key: 'offers.letter.uploadAtMostOne' });
  });

  it('requires a file, a PDF, within the size limit', () => {
    expect(englishOf(validateSignedUpload([]))).toBe('Upload the signed document.');
    expect(englishOf(validateSignedUpload([{ name: 'signed.docx', size: 10, type: 'application/msword' }]))).toBe('Upload the signed document as a PDF file.');
    expect(englishOf(validateSignedUpload([{ ...pdf, size: OFFER_CONSTANTS.maxSignedPdfBytes + 1 }]))).toBe(
      'The file is too large. Upload a PDF of at most 10 MB.',
    );
  });

  it('recognises a PDF by its first bytes, not its name', () => {
    expect(isPdfContent(new TextEncoder().encode('%PDF-1.7\n...'))).toBe(true);
    expect(isPdfContent(new TextEncoder().encode('PK\u0003\u0004 a docx'))).toBe(false);
    expect(isPdfContent(new TextEncoder().encode('%PD'))).toBe(false);
    expect(isPdfContent(new Uint8Array())).toBe(false);
  });
});
