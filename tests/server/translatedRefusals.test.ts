import { expect, it } from 'vitest';
import { ApiError } from '../../engine/api/ApiError';
import { getFailureMessage } from '../../engine/api/getFailureMessage';
import { addLanguageStrings, createI18n } from '../../engine/i18n/createI18n';
import { message } from '../../engine/i18n/Message';
import deForms from '../../engine/i18n/locales/de/forms.json';
import deHome from '../../engine/i18n/locales/de/home.json';
import deOffers from '../../engine/i18n/locales/de/offers.json';
import deStudio from '../../engine/i18n/locales/de/studio.json';
import { stageBundle } from '../../engine/i18n/stageBundle';
import { studioError } from '../../src/studio/studioApi';
import { describeEachTarget } from './harness';

// The German strings of the later areas and the tools, as a German page loads them.
addLanguageStrings('de', 'laterAreas', stageBundle('laterAreas', { offers: deOffers, forms: deForms, home: deHome }));
addLanguageStrings('de', 'toolAreas', stageBundle('toolAreas', { studio: deStudio }));

/** The failure a page gets for an answer (the request layer's ApiError), as the page shows it in German. */
function shownInGerman(status: number, body: unknown, url: string): string {
  const failure = new ApiError(message('errors.request.apiResponse'), { kind: 'http', status, data: body, url });
  const { key, params } = getFailureMessage(failure);
  return createI18n('de').t(key, params);
}

/**
 * Issue 20: a refusal the server gives as a key reaches a German page in German. The body keeps the
 * English words (message, for logs and clients without the key) beside message_key and message_params;
 * the page translates the key (getFailureMessage), whatever language the request asked for.
 */
describeEachTarget('refusals translated by key', (server) => {
  it('an unknown offer: English words and the key; a German page shows the German text', async () => {
    const headers = { ...(await server().login('ada@example.com')), 'x-portico-language': 'de' };
    const response = await server().app.inject({ url: '/api/offer/999999?domain=acme.com', headers });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toEqual({ message: 'Offer not found', error_code: 'not_found', message_key: 'offers.refusal.offerNotFound' });
    expect(shownInGerman(404, body, '/api/offer/999999')).toBe('Angebot nicht gefunden');
  });

  it('a resume limit and an empty file: the key with its count, shown in German', async () => {
    const ada = await server().login('ada@example.com');
    const upload = (name: string, content: string) =>
      server().app.inject({
        method: 'POST',
        url: '/api/pcsx/upload_resume?domain=acme.com',
        headers: { ...ada, 'x-portico-language': 'de' },
        payload: { resume_file_name: name, resume_content: content, domain: 'acme.com' },
      });
    const empty = await upload('cv.txt', 'data:text/plain;base64,');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'The file is empty.', message_key: 'home.refusal.resumeEmpty' });
    expect(shownInGerman(400, empty.json(), '/api/pcsx/upload_resume')).toBe('Die Datei ist leer.');
    const wrongType = await upload('cv.exe', `data:application/octet-stream;base64,${Buffer.from('MZ binary').toString('base64')}`);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message_key).toBe('home.refusal.resumeTypeNotAllowed');
    expect(shownInGerman(415, wrongType.json(), '/api/pcsx/upload_resume')).toMatch(
      /^Dieser Dateityp ist nicht zulässig\. Laden Sie eine dieser Dateiarten hoch: .*pdf/,
    );
  });

  it('a studio refusal with parameters: the studio shows it in German (studioError)', async () => {
    const consultant = { ...(await server().login('consultant@portico.dev')), 'x-portico-language': 'de' };
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/studio/employers?domain=acme.com',
      headers: consultant,
      payload: { domain: 'acme.com', name: 'Acme again' },
    });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toEqual({
      message: 'acme.com already has a careers portal.',
      error_code: 'domain_taken',
      message_key: 'studio.refusal.domainTaken',
      message_params: { domain: 'acme.com' },
    });
    const failure = new ApiError(message('errors.request.apiResponse'), { kind: 'http', status: 409, data: body, url: '/api/studio/employers' });
    expect(studioError(failure, createI18n('de').t)?.message).toBe('acme.com hat bereits ein Karriereportal.');
    // A page without the key's strings shows the English words (the key's defaultValue), never the key.
    expect(studioError(failure, createI18n('en').t)?.message).toBe('acme.com already has a careers portal.');
  });
});
