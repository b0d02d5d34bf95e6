import { SIN_MAX_LENGTH } from '../formConstants';

/**
 * Formats a social insurance number as it is typed: digits only, a dash after every third digit
 * ('0464' → '046-4', '046454286' → '046-454-286'), never longer than 11 characters.
 */
export function formatSin(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return groups.join('-').slice(0, SIN_MAX_LENGTH);
}
