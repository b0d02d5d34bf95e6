import { describe, expect, it } from 'vitest';
import { assistantLanguage, parseAssistantRequest, type AssistantLanguage } from '../../../engine/assistant/parseAssistantRequest';

// Acme's own words: its job types' labels in its five languages and its remote option's names.
const terms = {
  jobTypes: [
    { value: 'full_time', labels: ['Full time', 'Vollzeit', 'Temps plein', 'دوام كامل', 'フルタイム'] },
    { value: 'part_time', labels: ['Part time', 'Teilzeit', 'Temps partiel', 'دوام جزئي', 'パートタイム'] },
  ],
  remoteWords: ['Remote', 'Télétravail', 'عن بُعد', 'リモート'],
};
const parse = (language: AssistantLanguage, text: string) => parseAssistantRequest(text, language, terms);
const search = (keywords: string, place: string, extra: { remote?: boolean; jobTypes?: string[] } = {}) => ({
  kind: 'search',
  keywords,
  place,
  remote: extra.remote ?? false,
  jobTypes: extra.jobTypes ?? [],
});

describe('the assistant reads requests in English', () => {
  it('finds jobs by keywords, place, remote and job type', () => {
    expect(parse('en', 'find engineer jobs in Austin')).toEqual(search('engineer', 'Austin'));
    expect(parse('en', 'Show me remote full-time designer jobs.')).toEqual(search('designer', '', { remote: true, jobTypes: ['full_time'] }));
    expect(parse('en', 'any part time jobs near Berlin?')).toEqual(search('', 'Berlin', { jobTypes: ['part_time'] }));
  });
  it('adds and removes jobs by their place in the results, by name or as "it"', () => {
    expect(parse('en', 'add the first one to my cart')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 1 } });
    expect(parse('en', 'put the second job in my job cart')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 2 } });
    expect(parse('en', 'add Data Analyst to my cart')).toEqual({ kind: 'cart', remove: false, job: { name: 'Data Analyst' } });
    expect(parse('en', 'remove it')).toEqual({ kind: 'cart', remove: true, job: { it: true } });
    expect(parse('en', 'remove the last one from my cart')).toEqual({ kind: 'cart', remove: true, job: { ordinal: -1 } });
  });
  it('uploads or removes the resume, changes the profile, opens a job, reads yes and no', () => {
    expect(parse('en', 'upload my resume')).toEqual({ kind: 'resume', remove: false });
    expect(parse('en', 'delete my CV')).toEqual({ kind: 'resume', remove: true });
    expect(parse('en', 'change my first name to Augusta')).toEqual({ kind: 'profile', field: 'firstname', value: 'Augusta' });
    expect(parse('en', 'set my last name to Ada King')).toEqual({ kind: 'profile', field: 'lastname', value: 'Ada King' });
    expect(parse('en', 'update my email address to augusta@example.com')).toEqual({ kind: 'profile', field: 'email', value: 'augusta@example.com' });
    expect(parse('en', 'open the third one')).toEqual({ kind: 'open', job: { ordinal: 3 } });
    expect(parse('en', 'Yes')).toEqual({ kind: 'yes' });
    expect(parse('en', 'cancel')).toEqual({ kind: 'no' });
    expect(parse('en', 'what is the weather')).toEqual({ kind: 'unknown' });
  });
});

describe('the assistant reads requests in German', () => {
  it('finds jobs', () => {
    expect(parse('de', 'Finde Engineer-Jobs in Austin')).toEqual(search('Engineer', 'Austin'));
    expect(parse('de', 'Suche Vollzeit-Stellen als Ingenieur im Homeoffice')).toMatchObject({ kind: 'search', jobTypes: ['full_time'] });
    expect(parse('de', 'Zeige mir Remote Jobs')).toEqual(search('', '', { remote: true }));
  });
  it('fills the cart, and the rest', () => {
    expect(parse('de', 'Füge den ersten zu meinem Warenkorb hinzu')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 1 } });
    expect(parse('de', 'Lege den zweiten Job in den Warenkorb')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 2 } });
    expect(parse('de', 'Fügen Sie den dritten zu meinem Bewerbungskorb hinzu')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 3 } });
    expect(parse('de', 'Entferne ihn')).toEqual({ kind: 'cart', remove: true, job: { it: true } });
    expect(parse('de', 'Entfernen Sie den letzten aus dem Bewerbungskorb')).toEqual({ kind: 'cart', remove: true, job: { ordinal: -1 } });
    expect(parse('de', 'Lade meinen Lebenslauf hoch')).toEqual({ kind: 'resume', remove: false });
    expect(parse('de', 'Lösche meinen Lebenslauf')).toEqual({ kind: 'resume', remove: true });
    expect(parse('de', 'Ändere meinen Vornamen in Augusta')).toEqual({ kind: 'profile', field: 'firstname', value: 'Augusta' });
    expect(parse('de', 'Ändere meinen Nachnamen zu Lovelace')).toEqual({ kind: 'profile', field: 'lastname', value: 'Lovelace' });
    expect(parse('de', 'Öffne den ersten')).toEqual({ kind: 'open', job: { ordinal: 1 } });
    expect(parse('de', 'Ja')).toEqual({ kind: 'yes' });
    expect(parse('de', 'Nein')).toEqual({ kind: 'no' });
  });
});

describe('the assistant reads requests in French', () => {
  it('finds jobs', () => {
    expect(parse('fr', "Trouve des emplois d'ingénieur à Austin")).toEqual(search('ingénieur', 'Austin'));
    expect(parse('fr', 'Cherche des postes en télétravail')).toEqual(search('', '', { remote: true }));
  });
  it('fills the cart, and the rest', () => {
    expect(parse('fr', 'Ajoute le premier à mon panier')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 1 } });
    expect(parse('fr', 'Ajoutez le deuxième à mon panier de candidatures')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 2 } });
    expect(parse('fr', 'Retire-le')).toEqual({ kind: 'cart', remove: true, job: { it: true } });
    expect(parse('fr', 'Supprime le deuxième de mon panier')).toEqual({ kind: 'cart', remove: true, job: { ordinal: 2 } });
    expect(parse('fr', 'Téléverse mon CV')).toEqual({ kind: 'resume', remove: false });
    expect(parse('fr', 'Supprime mon CV')).toEqual({ kind: 'resume', remove: true });
    expect(parse('fr', 'Change mon prénom en Augusta')).toEqual({ kind: 'profile', field: 'firstname', value: 'Augusta' });
    expect(parse('fr', 'Modifie mon nom en Lovelace')).toEqual({ kind: 'profile', field: 'lastname', value: 'Lovelace' });
    expect(parse('fr', 'Ouvre le premier')).toEqual({ kind: 'open', job: { ordinal: 1 } });
    expect(parse('fr', 'oui')).toEqual({ kind: 'yes' });
  });
});

describe('the assistant reads requests in Arabic', () => {
  it('finds jobs', () => {
    expect(parse('ar', 'ابحث عن وظائف مهندس في Austin')).toEqual(search('مهندس', 'Austin'));
    expect(parse('ar', 'ابحث عن وظائف عن بُعد')).toEqual(search('', '', { remote: true }));
  });
  it('fills the cart, and the rest', () => {
    expect(parse('ar', 'أضف الأولى إلى سلتي')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 1 } });
    expect(parse('ar', 'احذفها')).toEqual({ kind: 'cart', remove: true, job: { it: true } });
    expect(parse('ar', 'ارفع سيرتي الذاتية')).toEqual({ kind: 'resume', remove: false });
    expect(parse('ar', 'احذف سيرتي الذاتية')).toEqual({ kind: 'resume', remove: true });
    expect(parse('ar', 'غيّر اسمي الأول إلى Augusta')).toEqual({ kind: 'profile', field: 'firstname', value: 'Augusta' });
    expect(parse('ar', 'غير بريدي الإلكتروني إلى augusta@example.com')).toEqual({ kind: 'profile', field: 'email', value: 'augusta@example.com' });
    expect(parse('ar', 'افتح الثانية')).toEqual({ kind: 'open', job: { ordinal: 2 } });
    expect(parse('ar', 'نعم')).toEqual({ kind: 'yes' });
    expect(parse('ar', 'لا')).toEqual({ kind: 'no' });
  });
});

describe('the assistant reads requests in Japanese', () => {
  it('finds jobs', () => {
    expect(parse('ja', 'Austinでエンジニアの仕事を探して')).toEqual(search('エンジニア', 'Austin'));
    expect(parse('ja', 'リモートのフルタイムの求人を探してください')).toEqual(search('', '', { remote: true, jobTypes: ['full_time'] }));
  });
  it('fills the cart, and the rest', () => {
    expect(parse('ja', '最初のをカートに追加して')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 1 } });
    expect(parse('ja', '2番目の求人をカートに入れて')).toEqual({ kind: 'cart', remove: false, job: { ordinal: 2 } });
    expect(parse('ja', 'それを削除して')).toEqual({ kind: 'cart', remove: true, job: { it: true } });
    expect(parse('ja', '履歴書をアップロードして')).toEqual({ kind: 'resume', remove: false });
    expect(parse('ja', '履歴書を削除して')).toEqual({ kind: 'resume', remove: true });
    expect(parse('ja', '名をAugustaに変更して')).toEqual({ kind: 'profile', field: 'firstname', value: 'Augusta' });
    expect(parse('ja', '姓をLovelaceに変更してください')).toEqual({ kind: 'profile', field: 'lastname', value: 'Lovelace' });
    expect(parse('ja', '1番目を開いて')).toEqual({ kind: 'open', job: { ordinal: 1 } });
    expect(parse('ja', 'はい')).toEqual({ kind: 'yes' });
    expect(parse('ja', 'いいえ')).toEqual({ kind: 'no' });
  });
});

it('speaks the page language when it is one of its five, else English', () => {
  expect(assistantLanguage('de')).toBe('de');
  expect(assistantLanguage('fr-CA')).toBe('fr');
  expect(assistantLanguage('es')).toBe('en');
});

it('reads yes and no in the portal’s other languages too (the confirmation is asked in the page language)', () => {
  expect(parseAssistantRequest('Sí', 'en')).toEqual({ kind: 'yes' });
  expect(parseAssistantRequest('нет', 'en')).toEqual({ kind: 'no' });
  expect(parseAssistantRequest('是', 'en')).toEqual({ kind: 'yes' });
});
