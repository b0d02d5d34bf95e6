import { randomUUID } from 'node:crypto';

export const newCandidateId = () => randomUUID();

/** First and last name from a full name ("Ada King Lovelace" → Ada / King Lovelace). */
export function splitName(fullName: string): { first: string; last: string } {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}
