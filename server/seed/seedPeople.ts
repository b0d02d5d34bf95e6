import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { hashPassword } from '../auth/passwords';
import { splitName } from '../auth/candidates';
import type { Database } from '../db/Database';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demoPeople';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeededPeople {
  ada: string;
  grace: string;
  admin: string;
  globexAda: string;
}

/**
 * ada (a full profile with a history), grace (new: terms not attested, not onboarded or bootstrapped), admin, and the consultant.
 * ada on acme and on globex are their employers' sample candidates (the studio preview's "sample" persona).
 */
export async function seedPeople(db: Kysely<Database>, now: Date): Promise<SeededPeople> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const insert = async (person: { email: string; fullName: string; domain: string }, extra: Partial<Parameters<typeof baseCandidate>[2]> = {}) => {
    const values = { ...baseCandidate(person, passwordHash, {}), ...extra };
    await db.insertInto('candidates').values(values).execute();
    return values.id;
  };
  const ada = await insert(DEMO_PEOPLE.ada, {
    phone: '+1 512 555 0142',
    location: 'Austin, TX, US',
    headline: 'Senior software engineer: TypeScript, React, PostgreSQL',
    avatar_url: '/employer-assets/acme.com/avatar-ada.svg',
    skills: JSON.stringify(['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Testing', 'System design', 'Accessibility']),
    profile: JSON.stringify({
      summary: 'Engineer who likes turning hard problems into calm, well-tested software.',
      experience: [
        {
          title: 'Senior Software Engineer',
          company: 'Analytical Engines Ltd',
          startDate: '03/2019',
          isCurrent: true,
          description: 'Lead the web platform team.',
        },
        { title: 'Software Engineer', company: 'Difference Works', startDate: '06/2015', endDate: '02/2019', isCurrent: false },
      ],
      education: [{ school: 'University of London', degree: 'BSc', field: 'Mathematics', endYear: 2015 }],
      links: [{ label: 'Portfolio', url: 'https://ada.example.com' }],
    }),
    tos_attested: true,
    is_onboarded: true,
    is_bootstrapped: true,
    language: null,
    // Her history fills every candidate page: the studio's preview shows acme's portal as her.
    is_preview_sample: true,
  });
  const grace = await insert(DEMO_PEOPLE.grace, { tos_attested: false, is_onboarded: false, is_bootstrapped: false });
  const admin = await insert(DEMO_PEOPLE.admin, { is_admin: true, is_theme_builder: true, tos_attested: true, is_onboarded: true, is_bootstrapped: true });
  const globexAda = await insert(DEMO_PEOPLE.globexAda, { tos_attested: true, is_onboarded: true, is_bootstrapped: true, is_preview_sample: true });
  await insert(DEMO_PEOPLE.consultant, { is_consultant: true, tos_attested: true, is_onboarded: true, is_bootstrapped: true });

  await db
    .insertInto('resumes')
    .values({
      candidate_id: ada,
      file_name: 'Ada-Lovelace-resume.pdf',
      mime_type: 'application/pdf',
      size: 0,
      content: await resumePdf(),
      is_primary: true,
      uploaded_at: new Date(now.getTime() - 30 * DAY_MS),
    })
    .execute();
  await db
    .updateTable('resumes')
    .set((eb) => ({ size: eb.fn('octet_length', ['content']) }))
    .where('candidate_id', '=', ada)
    .execute();
  return { ada, grace, admin, globexAda };
}

function baseCandidate(person: { email: string; fullName: string; domain: string }, passwordHash: string, _extra: object) {
  const { first, last } = splitName(person.fullName);
  return {
    id: randomUUID(),
    domain: person.domain,
    email: person.email,
    password_hash: passwordHash,
    full_name: person.fullName,
    first_name: first,
    last_name: last,
    phone: null as string | null,
    location: null as string | null,
    avatar_url: null as string | null,
    headline: null as string | null,
    skills: JSON.stringify([]) as string,
    profile: JSON.stringify({}) as string,
    is_admin: false,
    is_theme_builder: false,
    tos_attested: false,
    is_onboarded: false,
    is_bootstrapped: false,
    language: null as string | null,
    notification_preferences: JSON.stringify({ email: true, inApp: true }) as string,
  };
}

async function resumePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Ada Lovelace', { x: 72, y: 710, size: 24, font: bold });
  const lines = [
    'Senior Software Engineer · Austin, TX',
    'TypeScript, React, Node.js, PostgreSQL, AWS',
    '',
    'Analytical Engines Ltd — Senior Software Engineer (2019–today)',
    'Difference Works — Software Engineer (2015–2019)',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 72, y: 670 - i * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}
