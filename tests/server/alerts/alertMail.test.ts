import { describe, expect, it } from 'vitest';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { alertLanguage } from '../../../server/alerts/alertLanguage';
import { alertMail } from '../../../server/alerts/alertMail';
import { createAlertToken, readAlertToken } from '../../../server/alerts/alertToken';

const config = { domain: 'acme.com', name: { en: 'Acme', fr: 'Acmé' }, defaultLanguage: 'de' } as unknown as EmployerConfig;
const search = { id: 7, name: null, query: 'engineer', location: 'Austin', filters: {}, jobs: [{ id: 12, title: 'Backend <Engineer>' }] };
const now = new Date('2026-11-26T12:00:00Z');
const secret = 'x'.repeat(48);

describe('alert e-mails', () => {
  it('are written in the candidate’s saved language, else the employer’s default, else English', () => {
    expect(alertLanguage('fr', config)).toBe('fr');
    expect(alertLanguage(null, config)).toBe('de');
    expect(alertLanguage('xx', undefined)).toBe('en');
  });

  it('have an accessible HTML part (lang, dir, one h1, links named by the job) and the same text part, in the language', () => {
    const mail = alertMail({ config, language: 'fr', searches: [search], secret, serverPublicUrl: 'https://jobs.example.test', now, digest: false });
    expect(mail.subject).toBe('Nouveaux postes pour votre recherche enregistrée « engineer · Austin »');
    expect(mail.fromName).toBe('Acmé');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html.match(/<h1/g)).toHaveLength(1);
    expect(mail.html).toContain('>Backend &lt;Engineer&gt;</a>');
    expect(mail.html).toContain('href="https://jobs.example.test/careers/job/12-backend-engineer?domain=acme.com"');
    expect(mail.text).toContain('- Backend <Engineer>\nhttps://jobs.example.test/careers/job/12-backend-engineer?domain=acme.com');
    expect(mail.text).toMatch(/Suspendre ou supprimer cette alerte\nhttps:\/\/jobs\.example\.test\/alerts\/manage\?token=7\.\d+\.[\w-]{43}&domain=acme\.com/);

    const arabic = alertMail({ config, language: 'ar', searches: [search], secret, serverPublicUrl: 'https://jobs.example.test', now, digest: true });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    // The employer's Latin name is isolated in the Arabic sentence (FSI … PDI), as on every page.
    expect(arabic.subject).toBe('تنبيهات الوظائف اليومية من \u2068Acme\u2069');
  });

  it('sign manage tokens for one saved search that expire and cannot be altered', () => {
    const token = createAlertToken(secret, 7, now);
    expect(readAlertToken(secret, token, now)).toBe(7);
    expect(readAlertToken('y'.repeat(48), token, now)).toBeNull();
    expect(readAlertToken(secret, token.replace(/^7\./, '8.'), now)).toBeNull();
    expect(readAlertToken(secret, token, new Date(now.getTime() + 61 * 24 * 3600 * 1000))).toBeNull();
    expect(readAlertToken(secret, 42, now)).toBeNull();
  });
});
