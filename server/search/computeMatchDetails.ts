import type { MatchDetails } from '../../schemas/generated/api/search';
import { foldText } from './foldText';

/** 'Node.js', 'nodejs' and ' NodeJS ' are one skill; 'C++' and 'C#' keep the signs that make them differ from 'C'. */
export function skillKey(skill: string): string {
  return foldText(skill).replace(/[^\p{L}\p{N}+#]+/gu, '');
}

const DEFAULT_STRONG_MATCH = 0.75;

/** The candidate's skills against the position's: what matches, what is missing, the share matched. */
export function computeMatchDetails(
  positionId: number,
  positionSkills: readonly string[],
  candidateSkills: readonly string[],
  threshold = DEFAULT_STRONG_MATCH,
): MatchDetails {
  const own = new Set(candidateSkills.map(skillKey).filter(Boolean));
  const required = [...new Map(positionSkills.map((skill) => [skillKey(skill), skill])).entries()].filter(([key]) => key);
  const matchedSkills = required.filter(([key]) => own.has(key)).map(([, skill]) => skill);
  const missingSkills = required.filter(([key]) => !own.has(key)).map(([, skill]) => skill);
  const score = required.length === 0 ? 0 : Math.round((matchedSkills.length / required.length) * 100) / 100;
  return {
    position_id: positionId,
    matchedSkills,
    missingSkills,
    score,
    isStrongMatch: required.length > 0 && score >= threshold,
    strongMatchThreshold: threshold,
  };
}
