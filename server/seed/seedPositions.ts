import type { Insertable, Kysely } from 'kysely';
import type { Database, PositionsTable } from '../db/Database';
import { CITIES, EMPLOYMENT_TYPES, LEVELS, PERKS, ROLES } from './catalog';
import { createRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deterministic positions for an employer: real cities with coordinates, departments, skills, remote jobs, a few closed. */
export function generatePositions(domain: string, count: number, options: { seed: number; now: Date; employerName: string }): Insertable<PositionsTable>[] {
  const random = createRandom(options.seed);
  const positions: Insertable<PositionsTable>[] = [];
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
    positions.push({
      domain,
      title,
      department: role.department,
      employment_type: random.pick(EMPLOYMENT_TYPES),
      city: remote ? null : place.city,
      region: remote ? null : place.region,
      country: remote ? place.country : place.country,
      location: remote ? `Remote (${place.country})` : `${place.city}, ${place.region}, ${place.country}`,
      lat,
      lng,
      is_remote: remote,
      skills: JSON.stringify(skills),
      description: [
        `${options.employerName} is looking for a ${title} to join our ${role.department} team${remote ? ', working remotely' : ` in ${place.city}`}.`,
        `You will work with ${skills.slice(0, -1).join(', ')} and ${skills[skills.length - 1]} every day, alongside people who care about their craft.`,
        `What you bring: experience with ${skills.slice(0, 2).join(' and ')}, clear communication and curiosity. What we offer: ${perks.join(', ')}.`,
      ].join('\n\n'),
      salary_min: salaryBase,
      salary_max: salaryBase + random.int(10, 60) * 1000,
      // The demo's employers pay in US dollars wherever the job is (an ATS sends each job's own currency).
      currency: 'USD',
      posted_at: postedAt,
      valid_through: new Date(postedAt.getTime() + 120 * DAY_MS),
      closed_at: closed ? new Date(postedAt.getTime() + random.int(1, 20) * DAY_MS) : null,
    });
  }
  return positions;
}

export async function insertPositions(db: Kysely<Database>, positions: Insertable<PositionsTable>[], batchSize = 500): Promise<void> {
  for (let i = 0; i < positions.length; i += batchSize) {
    await db
      .insertInto('positions')
      .values(positions.slice(i, i + batchSize))
      .execute();
  }
}
