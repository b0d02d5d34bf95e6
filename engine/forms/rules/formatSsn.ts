import { SSN_MAX_LENGTH } from '../formConstants';

/**
 * Formats a social security number as it is typed: digits only, dashes inserted after the 3rd and
 * 5th digit ('1234' → '123-4', '123456789' → '123-45-6789'), never longer than 11 characters.
 */
export function formatSsn(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  const groups = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean);
  return groups.join('-').slice(0, SSN_MAX_LENGTH);
}
