import type { Kysely } from 'kysely';
import {
  ASSISTANT_LANGUAGES,
  assistantLanguage,
  parseAssistantRequest,
  type AssistantIntent,
  type AssistantJobRef,
  type AssistantTerms,
} from '../../../engine/assistant/parseAssistantRequest';
import type { AssistantSearchPayload } from '../../../engine/assistant/assistantProtocol';
import { message, type Message } from '../../../engine/i18n/Message';
import type { PageConfig } from '../../../engine/i18n/localizedText';
import type { EmployerConfig, LocalizedText } from '../../../schemas/generated/employer-config';
import type { AssistantInterpretRequest, AssistantInterpretResponse, AssistantJob, PositionSummary, SearchQuery } from '../../../schemas/generated/api/search';
import type { Candidate, Database } from '../../db/Database';
import { translator } from '../../i18n/translator';
import { computeMatchDetails } from '../computeMatchDetails';
import { foldText } from '../foldText';
import { parseSearchRequest } from '../parseSearchRequest';
import type { SearchIndex } from '../SearchIndex';
import { searchPositions } from '../searchPositions';
import type { Vocabulary } from '../Vocabulary';

type Interpretation = AssistantInterpretResponse['data'];

export interface InterpretInput {
  db: Kysely<Database>;
  index: SearchIndex;
  /** The employer's config as written (its texts in every language) and as the page reads it. */
  config: EmployerConfig;
  page: PageConfig;
  language: string;
  domain: string;
  viewer: Candidate | null;
  body: AssistantInterpretRequest;
}

/** Jobs listed in a reply: the ones "the first / second …" refer to afterwards. */
const LISTED = 5;

/**
 * Common job words of the assistant's other languages, by the English word the employer's titles
 * may use: a German "Ingenieur" finds the "Engineer" titles, but only when the employer's own
 * vocabulary has that word (else the candidate's word is searched as written).
 */
const JOB_WORDS: Record<string, readonly string[]> = {
  engineer: ['ingenieur', 'ingenieurin', 'ingénieur', 'ingenieur', 'ingénieure', 'مهندس', 'مهندسة', 'エンジニア', '技術者'],
  developer: ['entwickler', 'entwicklerin', 'développeur', 'developpeur', 'développeuse', 'مطور', 'مطورة', '開発者', 'デベロッパー'],
  designer: ['designerin', 'concepteur', 'conceptrice', 'مصمم', 'مصممة', 'デザイナー'],
  manager: ['managerin', 'leiter', 'leiterin', 'responsable', 'gestionnaire', 'مدير', 'مديرة', 'マネージャー', 'マネジャー'],
  analyst: ['analytiker', 'analystin', 'analyste', 'محلل', 'محللة', 'アナリスト'],
  data: ['daten', 'données', 'donnees', 'بيانات', 'データ'],
  sales: ['vertrieb', 'verkauf', 'ventes', 'vente', 'commercial', 'مبيعات', '営業', 'セールス'],
  marketing: ['تسويق', 'マーケティング'],
  product: ['produkt', 'produit', 'منتج', 'プロダクト', '製品'],
  software: ['logiciel', 'برمجيات', 'ソフトウェア'],
  nurse: ['pflegekraft', 'krankenpfleger', 'krankenschwester', 'infirmier', 'infirmière', 'ممرض', 'ممرضة', '看護師'],
  accountant: ['buchhalter', 'buchhalterin', 'comptable', 'محاسب', 'محاسبة', '会計士', '経理'],
  support: ['kundendienst', 'assistance', 'دعم', 'サポート'],
};

const texts = (value: LocalizedText | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : Object.values(value));

/** The employer's job types (every language's label) and its remote option's names, for the grammar. */
function employerTerms(config: EmployerConfig): AssistantTerms {
  const filters = new Set((config.pcsxConfig?.searchConfig?.allFilters ?? []).map((filter) => filter.name));
  const options = config.pcsxConfig?.searchOptionsMap ?? {};
  const labelMap = filters.has('employment_type') ? (options.employment_type?.options?.labelMap ?? {}) : {};
  return {
    jobTypes: Object.entries(labelMap).map(([value, label]) => ({ value, labels: texts(label) })),
    remoteWords: filters.has('remote') ? texts(options.remote?.displayName) : [],
  };
}

/** The request read in the page's assistant language, else in another of its five. */
function readIntent(text: string, language: string, terms: AssistantTerms): AssistantIntent {
  const first = assistantLanguage(language);
  for (const candidate of [first, ...ASSISTANT_LANGUAGES.filter((other) => other !== first)]) {
    const intent = parseAssistantRequest(text, candidate, terms);
    if (intent.kind !== 'unknown') return intent;
  }
  return { kind: 'unknown' };
}

const words = (text: string) =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Keywords in the employer's words: each word the titles or skills lack, replaced by its English job word when they have that. */
function employerKeywords(keywords: string, vocabulary: Vocabulary): string {
  const known = new Set([...vocabulary.titles, ...vocabulary.skills].flatMap((entry) => entry.words));
  return keywords
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const folded = foldText(word);
      if (known.has(folded)) return word;
      const english = Object.entries(JOB_WORDS).find(([, others]) => others.some((other) => foldText(other) === folded))?.[0];
      return english && known.has(english) ? english : word;
    })
    .join(' ');
}

/** The employer's place a candidate named: the most common one whose words hold all of theirs ("Austin" → "Austin, TX, US"). */
function employerPlace(place: string, vocabulary: Vocabulary): string {
  const typed = words(place);
  if (typed.length === 0) return '';
  const exact = vocabulary.places.find((entry) => entry.folded === foldText(place));
  const found = exact ?? vocabulary.places.find((entry) => entry.kind !== 'remote' && typed.every((word) => entry.words.includes(word)));
  return found ? found.value : place;
}

const asJob = (position: PositionSummary, strongMatch?: boolean): AssistantJob => ({
  id: String(position.id),
  title: position.title.slice(0, 300),
  location: position.location.slice(0, 300),
  ...(strongMatch === undefined ? {} : { strongMatch }),
});

export async function interpretAssistantRequest(input: InterpretInput): Promise<Interpretation> {
  const { body, config, language } = input;
  const { text } = translator(language);
  const say = (said: Message, rest: Omit<Interpretation, 'reply'> = {}): Interpretation => ({ reply: text(said), ...rest });
  const configured = new Set((config.pcsxConfig?.searchConfig?.allFilters ?? []).map((filter) => filter.name));

  const search = (query: SearchQuery) =>
    searchPositions({
      db: input.db,
      index: input.index,
      config: input.page,
      language,
      spec: parseSearchRequest(query, input.domain, config),
      viewer: input.viewer,
      debug: false,
    });

  const findJob = async (ref: AssistantJobRef): Promise<AssistantJob | Message> => {
    const results = body.results ?? [];
    if ('it' in ref) return body.lastAdded ?? message('assistant.chat.nothingAdded');
    if ('ordinal' in ref) return results[ref.ordinal === -1 ? results.length - 1 : ref.ordinal - 1] ?? message('assistant.chat.noSuchResult');
    const listed = results.find((job) => foldText(job.title) === foldText(ref.name));
    if (listed) return listed;
    const found = await search({ query: ref.name });
    const named = found.positions.find((position) => foldText(position.title).includes(foldText(ref.name)));
    return named ? asJob(named) : message('assistant.chat.jobNotFound', { name: ref.name });
  };

  const intent = readIntent(body.text, language, employerTerms(config));
  switch (intent.kind) {
    case 'unknown':
      return say(message('assistant.chat.notUnderstood'));
    case 'yes':
    case 'no':
      return { reply: intent.kind === 'no' ? text(message('assistant.chat.cancelled')) : '', answer: intent.kind };
    case 'resume':
      return { reply: '', action: 'resume', payload: { remove: intent.remove } };
    case 'profile': {
      if (intent.field === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(intent.value))
        return say(message('assistant.chat.invalidEmail', { value: intent.value }));
      const value = intent.value.slice(0, intent.field === 'email' ? 254 : 100);
      const question = { firstname: 'confirmFirstName', lastname: 'confirmLastName', email: 'confirmEmail' } as const;
      return say(message(`assistant.chat.${question[intent.field]}`, { value }), { action: 'profile', payload: { [intent.field]: value }, confirm: true });
    }
    case 'cart':
    case 'open': {
      const job = await findJob(intent.job);
      if (!('id' in job)) return say(job);
      if (intent.kind === 'open')
        return {
          reply: '',
          action: 'open',
          job,
          payload: { url: `/careers/job/${encodeURIComponent(job.id)}?domain=${encodeURIComponent(input.domain)}`, target: '_self' },
        };
      return { reply: '', action: 'cart', job, payload: { positionId: job.id, remove: intent.remove } };
    }
    case 'search': {
      const vocabulary = await input.index.vocabulary(input.domain);
      let keywords = employerKeywords(intent.keywords, vocabulary);
      const filters: AssistantSearchPayload['filters'] = {};
      // A keyword that is one of the employer's departments searches that department.
      if (keywords && configured.has('department')) {
        const departments = (await search({})).filterDef.allFilters.find((filter) => filter.filterName === 'department')?.options ?? [];
        const department = departments.find((option) => foldText(option.value) === foldText(keywords) || foldText(option.label) === foldText(keywords));
        if (department) {
          filters.department = [department.value];
          keywords = '';
        }
      }
      let location = employerPlace(intent.place, vocabulary);
      if (intent.remote) {
        if (configured.has('remote')) filters.remote = ['true'];
        else location = 'remote';
      }
      if (intent.jobTypes.length && configured.has('employment_type')) filters.employment_type = intent.jobTypes;
      const query: SearchQuery = {
        query: keywords,
        location,
        ...Object.fromEntries(Object.entries(filters).map(([name, values]) => [`filter_${name}`, values.join(',')])),
      };
      const found = await search(query);
      const threshold = body.strongMatchThreshold ?? config.pcsxConfig?.searchConfig?.strongMatchThreshold;
      const skills = input.viewer && Array.isArray(input.viewer.skills) ? (input.viewer.skills as string[]) : null;
      const results = found.positions
        .slice(0, LISTED)
        .map((position) => asJob(position, skills ? computeMatchDetails(position.id, position.skills, skills, threshold).isStrongMatch : undefined));
      const payload: AssistantSearchPayload = { keywords, location, filters };
      return say(found.count ? message('assistant.chat.found', { count: found.count }) : message('assistant.chat.noJobs'), {
        action: 'search',
        payload: { ...payload },
        results,
      });
    }
  }
}
