import { foldText } from '../foldText';
import type { Vocabulary } from '../Vocabulary';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word (or whole-phrase) occurrence: 'Go' in 'Go, Python' but not in 'good'; 'C++' as written. */
function findTerm(text: string, term: string): number {
  if (!term) return -1;
  const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}(?=$|[^\\p{L}\\p{N}+#])`, 'u').exec(text);
  return match ? match.index + match[1]!.length : -1;
}

export interface RecognizedResume {
  /** The employer's skills named in the resume, in the employer's spelling. */
  skills: string[];
  /** 'City, Region, Country' of the first of the employer's cities the resume names, if any. */
  location: string | null;
}

/**
 * What a resume says that the portal understands: skills that the employer's positions ask for, and a
 * city where the employer hires (the first one named, which on a resume is usually the header).
 */
export function recognizeResume(text: string, vocabulary: Vocabulary): RecognizedResume {
  const folded = foldText(text);
  if (!folded) return { skills: [], location: null };
  // Two-letter skills ('Go', 'R') are common words in lower case: they count only as written.
  const skills = vocabulary.skills
    .filter((skill) => (skill.label.length <= 2 ? findTerm(text, skill.label) : findTerm(folded, skill.folded)) >= 0)
    .map((skill) => skill.label);
  let location: string | null = null;
  let earliest = Infinity;
  for (const [city, place] of vocabulary.cityLocations) {
    const at = findTerm(folded, city);
    if (at >= 0 && at < earliest) {
      earliest = at;
      location = place;
    }
  }
  return { skills, location };
}
