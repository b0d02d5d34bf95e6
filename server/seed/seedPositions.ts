import type { Kysely } from 'kysely';
import type { PositionInput } from '../../schemas/generated/api/integrations';
import type { Database } from '../db/Database';
import { checkPositionInput } from '../integrations/positionInput';
import { closePosition, storePositions } from '../integrations/storePositions';
import { CITIES, EMPLOYMENT_TYPES, LEVELS, PERKS, ROLES } from './catalog';
import { createRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo position as an employer's ATS would send it, and when it closed (a few have). */
interface SeedPosition {
  externalId: string;
  input: PositionInput;
  closedAt: Date | null;
}

/** The demo's ATS ids: the employer's name and a number ("acme-00017"). */
const seedExternalId = (domain: string, n: number) => `${domain.split('.')[0]}-${String(n).padStart(5, '0')}`;

/** Deterministic positions for an employer: real cities with coordinates, departments, skills, remote jobs, a few closed. */
export function generatePositions(domain: string, count: number, options: { seed: number; now: Date; employerName: string }): SeedPosition[] {
  const random = createRandom(options.seed);
  const positions: SeedPosition[] = [];
  for (let i = 0; i < count; i += 1) {
    const role = random.pick(ROLES);
    const level = role.title.includes('Senior') || role.title.includes('Staff') || role.title.includes('Intern') ? '' : random.pick(LEVELS);
    const title = `${level}${role.title}`;
    const remote = random.chance(0.15);
    const place = random.pick(CITIES);
    const skills = random.sample(role.skills, random.int(3, Math.min(5, role.skills.length)));
    const postedDaysAgo = random.int(0, 90);
    const postedAt = new Date(options.now.getTime() - postedDaysAgo * DAY_MS - random.int(0, 86_399) * 1000);
    const closed = random.chance(0.03);
    const salaryBase = random.int(40, 180) * 1000;
    const perks = random.sample(PERKS, 3);
    // Jitter around the city centre so map markers spread across the metro area.
    const lat = remote ? null : Number((place.lat + (random.next() - 0.5) * 0.2).toFixed(5));
    const lng = remote ? null : Number((place.lng + (random.next() - 0.5) * 0.2).toFixed(5));
    // Drawn in the order the demo always drew them, so its data stays the same.
    const employmentType = random.pick(EMPLOYMENT_TYPES);
    const salaryMax = salaryBase + random.int(10, 60) * 1000;
    const closedAt = closed ? new Date(postedAt.getTime() + random.int(1, 20) * DAY_MS) : null;
    positions.push({
      externalId: seedExternalId(domain, i + 1),
      closedAt,
      input: {
        title,
        department: role.department,
        employmentType,
        ...(remote ? { remote: true } : { city: place.city, region: place.region, latitude: lat!, longitude: lng! }),
        country: place.country,
        skills,
        description: [
          `${options.employerName} is looking for a ${title} to join our ${role.department} team${remote ? ', working remotely' : ` in ${place.city}`}.`,
          `You will work with ${skills.slice(0, -1).join(', ')} and ${skills[skills.length - 1]} every day, alongside people who care about their craft.`,
          `What you bring: experience with ${skills.slice(0, 2).join(' and ')}, clear communication and curiosity. What we offer: ${perks.join(', ')}.`,
        ].join('\n\n'),
        salaryMin: salaryBase,
        salaryMax,
        // The demo's employers pay in US dollars wherever the job is (an ATS sends each job's own currency).
        currency: 'USD',
        postedAt: postedAt.toISOString(),
        validThrough: new Date(postedAt.getTime() + 120 * DAY_MS).toISOString(),
      },
    });
  }
  return positions;
}

/** What the integration API takes in one bulk call. */
const BULK_SIZE = 1000;

/**
 * Stores the demo positions the way an employer's ATS sends them: checked as the integration API
 * checks them, stored by storePositions in bulk calls, the closed ones closed (closePosition) when
 * they closed. Ids follow the list's order.
 */
export async function storeSeedPositions(db: Kysely<Database>, domain: string, positions: readonly SeedPosition[], now: Date): Promise<void> {
  for (let start = 0; start < positions.length; start += BULK_SIZE) {
    const items = positions.slice(start, start + BULK_SIZE).map(({ externalId, input }) => {
      const checked = checkPositionInput(input, `/${externalId}`);
      if (!checked.ok) throw new Error(`The demo position ${externalId} is not valid: ${JSON.stringify(checked.errors)}`);
      return { externalId, input: checked.position };
    });
    await storePositions(db, domain, items, now);
  }
  for (const { externalId, closedAt } of positions) if (closedAt) await closePosition(db, domain, externalId, closedAt);
}
