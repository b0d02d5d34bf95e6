import type { Kysely } from 'kysely';
import type { PositionInsights } from '../../schemas/generated/api/search';
import type { Database } from '../db/Database';
import type { DomainPositions } from './DomainPositions';
import type { PositionRow } from './positionRows';

const DAY_MS = 24 * 60 * 60 * 1000;

// Medians per department, per snapshot: a snapshot is replaced (not changed) when positions change.
const medianCache = new WeakMap<DomainPositions, Map<number, number | null>>();

function departmentMedian(positions: DomainPositions, department: number): number | null {
  let byDepartment = medianCache.get(positions);
  if (!byDepartment) medianCache.set(positions, (byDepartment = new Map()));
  if (byDepartment.has(department)) return byDepartment.get(department)!;
  const salaries: number[] = [];
  for (let i = 0; i < positions.size; i += 1) {
    if (positions.department.codes[i] === department && !Number.isNaN(positions.salaryMid[i]!)) salaries.push(positions.salaryMid[i]!);
  }
  salaries.sort((a, b) => a - b);
  const middle = salaries.length >> 1;
  const median = salaries.length === 0 ? null : Math.round(salaries.length % 2 ? salaries[middle]! : (salaries[middle - 1]! + salaries[middle]!) / 2);
  byDepartment.set(department, median);
  return median;
}

/** What the data says about a position: applicants, saves, age, open positions like it, the department's pay. */
export async function computePositionInsights(db: Kysely<Database>, positions: DomainPositions, row: PositionRow, now: Date): Promise<PositionInsights> {
  const [applicants, saves] = await Promise.all([
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('position_id', '=', row.id)
      .executeTakeFirst(),
    db
      .selectFrom('saved_positions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('position_id', '=', row.id)
      .executeTakeFirst(),
  ]);
  const department = positions.department.values.indexOf(row.department);
  const city = row.city === null ? -1 : positions.city.values.indexOf(row.city);
  let similar = 0;
  let nearby = 0;
  if (department >= 0) {
    for (let i = 0; i < positions.size; i += 1) {
      if (positions.department.codes[i] !== department || positions.ids[i] === row.id) continue;
      similar += 1;
      if (row.is_remote ? positions.remote[i] === 1 : city >= 0 && positions.city.codes[i] === city) nearby += 1;
    }
  }
  const midpoint = row.salary_min !== null && row.salary_max !== null ? Math.round((row.salary_min + row.salary_max) / 2) : (row.salary_min ?? row.salary_max);
  return {
    position_id: row.id,
    applicantCount: Number(applicants?.n ?? 0),
    savedCount: Number(saves?.n ?? 0),
    daysSincePosted: Math.max(0, Math.floor((now.getTime() - new Date(row.posted_at).getTime()) / DAY_MS)),
    similarOpenPositions: similar,
    similarOpenPositionsNearby: nearby,
    departmentMedianSalary: department >= 0 ? departmentMedian(positions, department) : null,
    salaryMidpoint: midpoint,
  };
}
