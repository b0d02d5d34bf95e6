/**
 * The reference assistant's grammar: a candidate's request, written plainly in English, German,
 * French, Arabic or Japanese, read as one intent. The grammar is documented in the README
 * ("The assistant"). Words that depend on the employer (job types, the remote option, titles and
 * places) are matched by the caller against the employer's search vocabulary; the grammar only
 * finds where they are in the sentence, and the job types and remote words it is given.
 */

export const ASSISTANT_LANGUAGES = ['en', 'de', 'fr', 'ar', 'ja'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

/** A job the request points at: by its place in the last results (1-based; -1 the last), by name, or "it" (the last one added). */
export type AssistantJobRef = { ordinal: number } | { name: string } | { it: true };

export type AssistantIntent =
  | { kind: 'search'; keywords: string; place: string; remote: boolean; jobTypes: string[] }
  | { kind: 'cart'; remove: boolean; job: AssistantJobRef }
  | { kind: 'resume'; remove: boolean }
  | { kind: 'profile'; field: 'firstname' | 'lastname' | 'email'; value: string }
  | { kind: 'open'; job: AssistantJobRef }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'unknown' };

/** The employer's words the grammar looks for: each job type's value with its labels (every language), and the remote option's names. */
export interface AssistantTerms {
  jobTypes: ReadonlyArray<{ value: string; labels: readonly string[] }>;
  remoteWords: readonly string[];
}

/** The assistant's language for a page language: one of its five, else English. */
export function assistantLanguage(language: string): AssistantLanguage {
  const base = language.toLowerCase().split('-')[0]!;
  return (ASSISTANT_LANGUAGES as readonly string[]).includes(base) ? (base as AssistantLanguage) : 'en';
}

interface Grammar {
  yes: RegExp;
  no: RegExp;
  ordinals: ReadonlyArray<[RegExp, number]>;
  it: RegExp;
  /** The assistant's own words for remote work (the employer's remote option's names come with the terms). */
  remote: RegExp;
  profile: RegExp;
  profileFields: ReadonlyArray<[RegExp, 'firstname' | 'lastname' | 'email']>;
  resume: RegExp;
  resumeRemove: RegExp;
  cartAdd: RegExp;
  cartRemove: RegExp;
  open: RegExp;
  search: RegExp;
  place: RegExp;
  fillers: RegExp;
}

// Word edges that also hold for letters outside ASCII (\b does not, even with the u flag).
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const w = (source: string) => new RegExp(`${B}(?:${source})${E}`, 'iu');

const GRAMMARS: Record<AssistantLanguage, Grammar> = {
  en: {
    yes: /^(yes|yeah|yep|sure|ok|okay|confirm|do it|go ahead|please do)$/i,
    no: /^(no|nope|cancel|stop|don'?t|do not|never mind)$/i,
    ordinals: [
      [w('first|1st|number one|#1'), 1],
      [w('second|2nd|number two|#2'), 2],
      [w('third|3rd|number three|#3'), 3],
      [w('fourth|4th|#4'), 4],
      [w('fifth|5th|#5'), 5],
      [w('last'), -1],
    ],
    it: /^(?:it|that|that one|this|this one|that job|this job)$/iu,
    remote: w('remote|remotely|work from home|from home'),
    profile: /^(?:please\s+)?(?:change|set|update|make)\s+my\s+(.+?)\s+(?:to|into|as)\s+(.+)$/iu,
    profileFields: [
      [w('first name|given name|forename'), 'firstname'],
      [w('last name|surname|family name'), 'lastname'],
      [w('e-?mail(?: address)?'), 'email'],
    ],
    resume: w('resume|résumé|cv'),
    resumeRemove: w('remove|delete|discard|take (?:away|off)'),
    cartAdd: /^(?:please\s+)?(?:add|put|save)\s+(.+?)\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?(?:job\s+)?cart$/iu,
    cartRemove: /^(?:please\s+)?(?:remove|delete|take)\s+(.+?)(?:\s+(?:from|out of|off)\s+(?:my\s+|the\s+)?(?:job\s+)?cart)?(?:\s+out)?$/iu,
    open: /^(?:please\s+)?(?:open|show(?: me)?|view|display)\s+(.+)$/iu,
    search: w('find|search|look(?:ing)? for|show|list|any|jobs?|positions?|roles?|openings?|vacanc(?:y|ies)'),
    place: /\s+(?:in|near|around|at)\s+(.+)$/iu,
    fillers: w(
      "please|can you|could you|find|search(?: for)?|look(?:ing)? for|show(?: me)?|list|get|me|some|any|all|jobs?|positions?|roles?|openings?|vacanc(?:y|ies)|work|for|as|an?|the|i want|i need|i am|i'm",
    ),
  },
  de: {
    yes: /^(ja|jawohl|klar|ok|okay|bestätigen|bestätige|mach das|gerne)$/i,
    no: /^(nein|abbrechen|lieber nicht|nicht|stopp)$/i,
    ordinals: [
      [w('erste[nmrs]?|1\\.|nummer (?:1|eins)'), 1],
      [w('zweite[nmrs]?|2\\.|nummer (?:2|zwei)'), 2],
      [w('dritte[nmrs]?|3\\.|nummer (?:3|drei)'), 3],
      [w('vierte[nmrs]?|4\\.'), 4],
      [w('fünfte[nmrs]?|5\\.'), 5],
      [w('letzte[nmrs]?'), -1],
    ],
    it: /^(?:ihn|es|sie|den|das|die|diesen|dieses|diese|den job|die stelle)$/iu,
    remote: w('remote|homeoffice|home-office|von zu hause'),
    profile:
      /^(?:bitte\s+)?(?:ändere|änder|ändern|setze|setz|setzen|aktualisiere|aktualisieren)\s+(?:bitte\s+)?(?:meinen|meine|mein)\s+(.+?)\s+(?:in|auf|zu)\s+(.+?)(?:\s+(?:um|ab))?$/iu,
    profileFields: [
      [w('vornamen?'), 'firstname'],
      [w('nachnamen?|familiennamen?'), 'lastname'],
      [w('e-?mail(?:-adresse)?'), 'email'],
    ],
    resume: w('lebenslauf|cv'),
    resumeRemove: w('lösche|löschen|lösch|entferne|entfernen|entfern'),
    cartAdd:
      /^(?:bitte\s+)?(?:füge|füg|fügen|lege|leg|legen|packe|pack|tu|gib)\s+(.+?)\s+(?:zu|in|zum|ins)\s+(?:meinem|meinen|den|dem|meine|die)?\s*(?:bewerbungs|job-?)?(?:warenkorb|korb|merkliste)(?:\s+hinzu)?$/iu,
    cartRemove:
      /^(?:bitte\s+)?(?:entferne|entfern|entfernen|lösche|lösch|löschen|nimm|nehmen|streiche|streichen)\s+(.+?)(?:\s+(?:aus|von)\s+(?:meinem|dem)\s+(?:bewerbungs|job-?)?(?:warenkorb|korb|merkliste))?(?:\s+(?:heraus|raus))?$/iu,
    open: /^(?:bitte\s+)?(?:öffne|öffnen|zeige|zeig|zeigen)\s+(?:mir\s+)?(.+)$/iu,
    search: w('finde|finden|such|suche|suchen|zeig|zeige|gibt es|jobs?|stellen|stellenangebote'),
    place: /\s+(?:in|bei|nahe|um)\s+(.+)$/iu,
    fillers: w(
      'bitte|finde|finden|such|suche|suchen|zeig|zeige|gibt es|mir|mich|nach|für|als|alle|einige|jobs?|stellen|stellenangebote|stelle|arbeit|die|der|den|ein|eine|einen',
    ),
  },
  fr: {
    yes: /^(oui|ouais|d'accord|ok|okay|confirmer|je confirme|vas-y|allez-y)$/i,
    no: /^(non|annuler|annule|pas maintenant|laisse tomber)$/i,
    ordinals: [
      [w('premier|première|premiere|1er|1re|numéro 1'), 1],
      [w('deuxième|deuxieme|second|seconde|2e|numéro 2'), 2],
      [w('troisième|troisieme|3e|numéro 3'), 3],
      [w('quatrième|quatrieme|4e'), 4],
      [w('cinquième|cinquieme|5e'), 5],
      [w('dernier|dernière|derniere'), -1],
    ],
    it: /^(?:-?le|-?la|-?l'|ça|cela|celui-ci|celle-ci)$/iu,
    remote: w('télétravail|teletravail|à distance|a distance'),
    profile:
      /^(?:s'il te plaît\s+)?(?:change|changez|modifie|modifiez|mets|mettez|remplace|remplacez)\s+(?:à jour\s+)?(?:mon|ma)\s+(.+?)\s+(?:en|par|à|pour)\s+(.+)$/iu,
    profileFields: [
      [w('prénom|prenom'), 'firstname'],
      [w('nom de famille|nom'), 'lastname'],
      [w('e-?mail|adresse e-?mail|courriel|adresse électronique'), 'email'],
    ],
    resume: w('cv|curriculum(?: vitae)?'),
    resumeRemove: w('supprime|supprimez|retire|retirez|enlève|enlevez|efface|effacez'),
    cartAdd: /^(?:s'il te plaît\s+)?(?:ajoute|ajoutez|mets|mettez)\s+(.+?)\s+(?:à|au|dans)\s+(?:mon|le)?\s*panier(?: de candidatures)?$/iu,
    cartRemove:
      /^(?:s'il te plaît\s+)?(?:retire|retirez|supprime|supprimez|enlève|enlevez)(?:\s*(-le|-la|-l'|le|la))?(?:\s+(.+?))?(?:\s+(?:de|du)\s+(?:mon|le)?\s*panier(?: de candidatures)?)?$/iu,
    open: /^(?:s'il te plaît\s+)?(?:ouvre|ouvrez|affiche|affichez|montre|montrez)(?:-moi)?\s+(.+)$/iu,
    search: w('trouve|trouvez|cherche|cherchez|recherche|recherchez|montre|montre-moi|affiche|emplois?|postes?|offres?'),
    place: /\s+(?:à|a|en|au|aux|près de|vers)\s+(.+)$/iu,
    fillers: w(
      "s'il te plaît|s'il vous plaît|trouve|trouvez|cherche|cherchez|recherche|recherchez|montre-moi|montre|affiche|moi|des|les|un|une|de|du|d'|emplois?|postes?|offres?(?: d'emploi)?|travail|pour|comme|en tant que",
    ),
  },
  ar: {
    yes: /^(نعم|أجل|اجل|موافق|حسنا|حسنًا|تأكيد|أكد|اكد|نعم من فضلك)$/u,
    no: /^(لا|كلا|إلغاء|الغاء|ألغ|الغ|لا شكرا)$/u,
    ordinals: [
      [/(?:ال)?[أا]ول[ىي]?|رقم 1|رقم واحد/u, 1],
      [/(?:ال)?ثاني(?:ة)?|رقم 2|رقم اثنين/u, 2],
      [/(?:ال)?ثالث(?:ة)?|رقم 3/u, 3],
      [/(?:ال)?رابع(?:ة)?|رقم 4/u, 4],
      [/(?:ال)?خامس(?:ة)?|رقم 5/u, 5],
      [/(?:ال)?[أا]خير(?:ة)?/u, -1],
    ],
    it: /^(?:ها|ه|هذه|هذا|تلك|ذلك)$/u,
    remote: /عن بعد|عن بُعد/u,
    profile: /^(?:من فضلك\s+)?(?:غير|بدل|عدل|حدث|اجعل)\s+(.+?)\s+(?:إلى|الى|ل|لـ)\s*(.+)$/u,
    profileFields: [
      [/(?:اسمي|الاسم) الأول|(?:اسمي|الاسم) الاول/u, 'firstname'],
      [/اسم العائلة|اسم عائلتي|(?:اسمي|الاسم) الأخير|(?:اسمي|الاسم) الاخير|لقبي/u, 'lastname'],
      [/بريدي الإلكتروني|البريد الإلكتروني|بريدي الالكتروني|البريد الالكتروني|بريدي|إيميلي|ايميلي/u, 'email'],
    ],
    resume: /سيرتي الذاتية|السيرة الذاتية|سيرتي|سيرة ذاتية/u,
    resumeRemove: /^(?:من فضلك\s+)?(?:احذف|أزل|ازل|امسح)/u,
    cartAdd: /^(?:من فضلك\s+)?(?:أضف|اضف|ضع|احفظ)\s+(.+?)\s+(?:إلى|الى|في)\s+(?:سلتي|السلة|سلة الوظائف|سلة وظائفي)$/u,
    cartRemove: /^(?:من فضلك\s+)?(?:احذف|أزل|ازل|اشطب|أخرج|اخرج)(ها|ه)?(?:\s+(.+?))?(?:\s+من\s+(?:سلتي|السلة|سلة الوظائف|سلة وظائفي))?$/u,
    open: /^(?:من فضلك\s+)?(?:افتح|اعرض|أظهر|اظهر)(?:\s+لي)?\s+(.+)$/u,
    search: /ابحث|جد|اعثر|أرني|ارني|اعرض|وظائف|وظيفة/u,
    place: /\s+(?:في|قرب|بالقرب من)\s+(.+)$/u,
    fillers: /(?<![\p{L}\p{N}])(?:من فضلك|ابحث|جد لي|جد|اعثر|أرني|ارني|اعرض|لي|عن|على|وظائف|وظيفة|الوظائف|عمل|كل|بعض)(?![\p{L}\p{N}])/u,
  },
  ja: {
    yes: /^(はい|ええ|うん|お願いします|おねがいします|ok|okay|了解|それでいい|そうしてください)$/i,
    no: /^(いいえ|いや|キャンセル|やめて|やめる|結構です|けっこうです)$/u,
    ordinals: [
      [/最初|一番目|1番目|一つ目|1つ目|1件目|一件目/u, 1],
      [/二番目|2番目|二つ目|2つ目|2件目/u, 2],
      [/三番目|3番目|三つ目|3つ目|3件目/u, 3],
      [/四番目|4番目|四つ目|4つ目|4件目/u, 4],
      [/五番目|5番目|五つ目|5つ目|5件目/u, 5],
      [/最後/u, -1],
    ],
    it: /^(?:それ|これ|あれ|その求人|この求人)$/u,
    remote: /リモート|在宅/u,
    profile: /^(?:私の)?(.+?)を\s*(.+?)\s*に(?:変更|変え|替え|して|設定)/u,
    profileFields: [
      [/^(?:下の名前|ファーストネーム|名前|名)$/u, 'firstname'],
      [/^(?:姓|苗字|名字|ラストネーム|家族名)$/u, 'lastname'],
      [/^(?:メールアドレス|メール|eメール|Eメール)$/iu, 'email'],
    ],
    resume: /履歴書|レジュメ|職務経歴書|cv/iu,
    resumeRemove: /削除|消して|消す|取り消|外して/u,
    cartAdd: /^(.+?)を(?:求人)?カートに(?:追加|入れ|保存)/u,
    cartRemove: /^(.+?)を(?:(?:求人)?カートから)?(?:削除|外し|外す|取り除|消し)/u,
    open: /^(.+?)を(?:開いて|開く|開け|見せて|表示)/u,
    search: /探して|探す|検索|見せて|ありますか|仕事|求人|ジョブ/u,
    place: /^(.+?)(?:で|にある)(?=.)/u,
    fillers:
      /(?:を探して(?:ください)?|を探す|を検索して(?:ください)?|を検索|を見せて(?:ください)?|はありますか|ありますか|を教えて(?:ください)?|ください|の仕事|の求人|仕事|求人|ジョブ|ポジション|全ての|すべての)/u,
  },
};

/**
 * Yes and no in the portal's other languages: the assistant asks before changing the profile in the
 * page language, and the answer may come in it too.
 */
const UNIVERSAL_YES = /^(?:yes|ja|oui|نعم|はい|sí|si|sim|да|так|tak|ano|áno|igen|kyllä|ναι|evet|ya|có|vâng|ใช่|是|是的|好|네|예|כן|हाँ|हां|అవును|wi|jo|jah)$/iu;
const UNIVERSAL_NO = /^(?:no|nein|non|لا|いいえ|não|nao|нет|ні|nie|ne|nem|ei|nej|όχι|hayır|tidak|không|ไม่|否|不|不要|아니요|아니오|לא|नहीं|కాదు|wi pa|non pa)$/iu;

/** One request as written: NFKC (full-width letters and digits), Arabic vowel marks and tatweel gone, spaces collapsed, end punctuation dropped. */
export function normalizeRequest(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[\s\u3000]+/g, ' ')
    .trim()
    .replace(/[\s.!?。！？،؟…]+$/u, '')
    .replace(/^["'“”«»「」]+|["'“”«»「」]+$/gu, '')
    .trim();
}

const clean = (text: string) =>
  text
    .replace(/[,،、]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function jobRef(text: string, grammar: Grammar): AssistantJobRef | undefined {
  const phrase = clean(text);
  if (!phrase || grammar.it.test(phrase)) return { it: true };
  for (const [pattern, ordinal] of grammar.ordinals) if (pattern.test(phrase)) return { ordinal };
  const name = phrase
    .replace(/^(?:the|a|an|le|la|les|l'|den|die|das|der)\s+/iu, '')
    .replace(/^(?:job|position|role|stelle|poste|emploi|وظيفة)\s+/iu, '')
    .replace(/^["'“”«»「」]+|["'“”«»「」]+$/gu, '')
    .replace(/の?(?:求人|仕事)$/u, '')
    .trim();
  return name ? { name } : undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPattern = (term: string) => new RegExp(`${B}${escapeRegExp(term.trim()).replace(/[\s_-]+/g, '[\\s_-]*')}${E}`, 'iu');

function readSearch(text: string, language: AssistantLanguage, grammar: Grammar, terms: AssistantTerms): AssistantIntent {
  const fillers = new RegExp(grammar.fillers.source, 'giu');
  let rest = text.replace(/-(?=(?:jobs?|stellen)\b)/giu, ' ').replace(/(?<![\p{L}])([dl])['’](?=\p{L})/giu, "$1' ");
  let place = '';
  if (language === 'ja') {
    rest = rest.replace(fillers, ' ');
    const match = grammar.place.exec(rest);
    if (match) {
      place = match[1]!.trim();
      rest = rest.slice(match[0].length);
    } else {
      // "Austinのエンジニア": of two nouns before the job word, the first is the place.
      const parts = rest
        .split('の')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length >= 2) {
        place = parts[0]!;
        rest = parts.slice(1).join(' ');
      }
    }
  } else {
    const match = grammar.place.exec(rest);
    if (match) {
      place = match[1]!.trim();
      rest = rest.slice(0, match.index);
    }
  }
  let remote = false;
  const builtInRemote = new RegExp(grammar.remote.source, 'iu');
  for (const pattern of [...terms.remoteWords.filter((word) => word.trim()).map(termPattern), builtInRemote]) {
    for (const where of ['rest', 'place'] as const) {
      const target = where === 'rest' ? rest : place;
      if (pattern.test(target)) {
        remote = true;
        if (where === 'rest') rest = rest.replace(pattern, ' ');
        else place = place.replace(pattern, ' ').trim();
      }
    }
  }
  const jobTypes: string[] = [];
  for (const { value, labels } of terms.jobTypes) {
    for (const label of [value.replace(/_/g, ' '), ...labels]) {
      const pattern = termPattern(label);
      if (label.trim() && pattern.test(rest)) {
        if (!jobTypes.includes(value)) jobTypes.push(value);
        rest = rest.replace(pattern, ' ');
      }
    }
  }
  let keywords = rest;
  for (let i = 0; i < 3; i += 1) keywords = keywords.replace(fillers, ' ');
  keywords = clean(keywords.replace(/\s+(?:und|and|et|و)\s*$/iu, '').replace(/^[のをでにはが]+|[のをでにはが]+$/gu, ''));
  return { kind: 'search', keywords, place: clean(place), remote, jobTypes };
}

/** The intent of one request in one of the assistant's languages. */
export function parseAssistantRequest(input: string, language: AssistantLanguage, terms: AssistantTerms = { jobTypes: [], remoteWords: [] }): AssistantIntent {
  const grammar = GRAMMARS[language];
  let text = normalizeRequest(input);
  // The formal German request ("Fügen Sie den ersten … hinzu") reads as the plain one.
  if (language === 'de') text = text.replace(/^(?:bitte\s+)?(\p{L}+en)\s+sie\s+/iu, '$1 ');
  if (!text) return { kind: 'unknown' };
  if (grammar.yes.test(text) || UNIVERSAL_YES.test(text)) return { kind: 'yes' };
  if (grammar.no.test(text) || UNIVERSAL_NO.test(text)) return { kind: 'no' };

  const profile = grammar.profile.exec(text);
  if (profile) {
    const fieldText = profile[1]!.trim();
    const field = grammar.profileFields.find(([pattern]) => pattern.test(fieldText))?.[1];
    const value = profile[2]!.trim().replace(/^["'“”«»「」]+|["'“”«»「」]+$/gu, '');
    if (field && value) return { kind: 'profile', field, value };
  }

  if (grammar.resume.test(text)) return { kind: 'resume', remove: grammar.resumeRemove.test(text) };

  const add = grammar.cartAdd.exec(text);
  if (add) {
    const job = jobRef(add[1]!, grammar);
    if (job) return { kind: 'cart', remove: false, job };
  }
  const remove = grammar.cartRemove.exec(text);
  if (remove) {
    // French and Arabic write "it" onto the verb (retire-le, احذفها).
    const attached = language === 'fr' || language === 'ar' ? remove[1] : undefined;
    const object = language === 'fr' || language === 'ar' ? remove[2] : remove[1];
    // "remove it" and a bare "remove" (entferne ihn, retire-le, احذفها, それを削除): the last job added.
    const job: AssistantJobRef | undefined = object ? jobRef(object, grammar) : { it: true };
    if (job && (object || attached || language === 'en' || language === 'de' || language === 'ja')) return { kind: 'cart', remove: true, job };
  }

  const open = grammar.open.exec(text);
  if (open) {
    const job = jobRef(open[1]!, grammar);
    // "show me engineer jobs" is a search; "open …" or "show the second one" opens a job.
    const opensJob = job && ('ordinal' in job || 'it' in job || /^(?:open|öffne|öffnen|ouvre|ouvrez|افتح)/iu.test(text) || /開いて|開く|開け/u.test(text));
    if (opensJob) return { kind: 'open', job };
  }

  if (grammar.search.test(text)) return readSearch(text, language, grammar, terms);
  return { kind: 'unknown' };
}
