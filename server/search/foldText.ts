/** Lower case without accents, spaces collapsed: 'São  Paulo' and 'sao paulo' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** The name of an ISO 3166 country code in a language ('US' → 'United States', in German 'Vereinigte Staaten'); the text itself otherwise. */
export function countryName(code: string, language = 'en'): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language, 'en'], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
