import { beforeAll, expect, it } from 'vitest';
import { expectApiSchema } from './expectApiSchema';
import { describeEachTarget } from './harness';

const expectSchema = expectApiSchema;

describeEachTarget('profile: details, edits and completeness', (server) => {
  // Compiling every route's schemas happens on the first request; do it before the timed tests.
  beforeAll(() => server().app.ready(), 60_000);

  const details = async (headers: Record<string, string>) => {
    const response = await server().app.inject({ url: '/api/pcsx/profile_details?domain=acme.com', headers });
    expect(response.statusCode).toBe(200);
    expectSchema(response.json(), 'profile', 'ProfileResponse');
    return response.json().data;
  };
  const edit = (headers: Record<string, string>, payload: unknown) =>
    server().app.inject({ method: 'POST', url: '/api/pcsx/profile_edit?domain=acme.com', headers, payload: payload as object });
  const analysis = async (headers: Record<string, string>) => {
    const response = await server().app.inject({ url: '/api/pcsx/profile_analysis?domain=acme.com&hl=en', headers });
    expect(response.statusCode).toBe(200);
    expectSchema(response.json(), 'profile', 'ProfileAnalysisResponse');
    return response.json().data;
  };

  it("shows ada's seeded profile with a relative avatar path and her primary resume", async () => {
    const profile = await details(await server().login('ada@example.com'));
    expect(profile).toMatchObject({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      phone: '+1 512 555 0142',
      location: 'Austin, TX, US',
      headline: 'Senior software engineer: TypeScript, React, PostgreSQL',
      avatar: '/employer-assets/acme.com/avatar-ada.svg',
      summary: 'Engineer who likes turning hard problems into calm, well-tested software.',
      education: [{ school: 'University of London', degree: 'BSc', field: 'Mathematics', endYear: 2015 }],
      links: [{ label: 'Portfolio', url: 'https://ada.example.com' }],
      desired_roles: [],
    });
    expect(profile.skills).toHaveLength(8);
    expect(profile.experience.map((job: { company: string }) => job.company)).toEqual(['Analytical Engines Ltd', 'Difference Works']);
    expect(profile.resumes).toEqual([{ id: expect.any(Number), file_name: 'Ada-Lovelace-resume.pdf', uploaded_at: expect.any(String), is_primary: true }]);
  });

  it('scores ada 100 and grace 5, listing what grace is missing heaviest first', async () => {
    expect(await analysis(await server().login('ada@example.com'))).toEqual({ completion: 100, missing: [] });
    const grace = await analysis(await server().login('grace@example.com'));
    expect(grace.completion).toBe(5);
    expect(grace.missing.map((item: { key: string }) => item.key)).toEqual([
      'skills',
      'experience',
      'resume',
      'education',
      'headline',
      'summary',
      'phone',
      'location',
      'links',
    ]);
    expect(grace.missing[0]).toMatchObject({ section: 'skills', label: 'Add your skills', weight: 20 });
  });

  it('adds, updates and deletes experience entries, and the changes persist', async () => {
    const ada = await server().login('ada@example.com');
    const added = await edit(ada, {
      op_section: 'experience',
      operation: 'add',
      op_data: { value: { title: 'Intern', company: ' Babbage & Co ', startDate: '01/2014', endDate: '05/2014' } },
    });
    expect(added.statusCode).toBe(200);
    expectSchema(added.json(), 'profile', 'ProfileResponse');
    expect(added.json().data.experience[2]).toEqual({ title: 'Intern', company: 'Babbage & Co', startDate: '01/2014', endDate: '05/2014' });

    const updated = await edit(ada, {
      op_section: 'experience',
      operation: 'update',
      op_data: { index: 2, value: { title: 'Research intern', company: 'Babbage & Co', startDate: '01/2014', isCurrent: true, endDate: '05/2014' } },
    });
    expect(updated.statusCode).toBe(200);
    expect((await details(ada)).experience[2]).toEqual({ title: 'Research intern', company: 'Babbage & Co', startDate: '01/2014', isCurrent: true });

    const deleted = await edit(ada, { op_section: 'experience', operation: 'delete', op_data: { index: 2 } });
    expect(deleted.statusCode).toBe(200);
    expect((await details(ada)).experience.map((job: { company: string }) => job.company)).toEqual(['Analytical Engines Ltd', 'Difference Works']);
  });

  it('adds, renames and removes skills without duplicates, and the changes persist', async () => {
    const ada = await server().login('ada@example.com');
    expect((await edit(ada, { op_section: 'skills', operation: 'add', op_data: { value: ['Rust', ' rust ', 'typescript'] } })).statusCode).toBe(200);
    let skills: string[] = (await details(ada)).skills;
    expect(skills).toHaveLength(9);
    expect(skills.at(-1)).toBe('Rust');

    expect((await edit(ada, { op_section: 'skills', operation: 'update', op_data: { index: 8, value: 'Rust (systems)' } })).statusCode).toBe(200);
    expect((await details(ada)).skills.at(-1)).toBe('Rust (systems)');

    expect((await edit(ada, { op_section: 'skills', operation: 'delete', op_data: { value: 'rust (SYSTEMS)' } })).statusCode).toBe(200);
    expect((await edit(ada, { op_section: 'skills', operation: 'delete', op_data: { index: 7 } })).statusCode).toBe(200);
    skills = (await details(ada)).skills;
    expect(skills).toEqual(['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Testing', 'System design']);

    expect((await edit(ada, { op_section: 'skills', operation: 'set', op_data: { value: [...skills, 'Accessibility'] } })).statusCode).toBe(200);
    expect((await details(ada)).skills).toHaveLength(8);
  });

  it('updates basic info (the full name follows) and the summary', async () => {
    const ada = await server().login('ada@example.com');
    const response = await edit(ada, { op_section: 'basic_info', operation: 'update', op_data: { value: { last_name: 'King', phone: '(512) 555-0199' } } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Ada',
      last_name: 'King',
      full_name: 'Ada King',
      phone: '(512) 555-0199',
      email: 'ada@example.com',
    });
    await edit(ada, { op_section: 'basic_info', operation: 'set', op_data: { value: { last_name: 'Lovelace', phone: '+1 512 555 0142' } } });
    expect((await edit(ada, { op_section: 'summary', operation: 'set', op_data: { value: '  A new summary.  ' } })).json().data.summary).toBe('A new summary.');
    expect((await details(ada)).full_name).toBe('Ada Lovelace');
  });

  it('drops a missing section from the score: without links ada is at 95', async () => {
    const ada = await server().login('ada@example.com');
    expect((await edit(ada, { op_section: 'links', operation: 'delete', op_data: { index: 0 } })).statusCode).toBe(200);
    expect(await analysis(ada)).toEqual({
      completion: 95,
      missing: [{ section: 'links', key: 'links', label: 'Add a link to your work', labelKey: 'home.completion.items.links', weight: 5 }],
    });
    await edit(ada, { op_section: 'links', operation: 'add', op_data: { value: { label: 'Portfolio', url: 'https://ada.example.com' } } });
    expect((await analysis(ada)).completion).toBe(100);
  });

  it('answers every refused edit with 422 and a message by key (the page translates it), leaving the profile unchanged', async () => {
    const ada = await server().login('ada@example.com');
    const before = await details(ada);
    const cases: [unknown, string][] = [
      [{ op_section: 'experience', operation: 'add', op_data: { value: { title: 'Engineer' } } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'experience', operation: 'add', op_data: { value: { title: '  ', company: 'X' } } }, 'home.refusal.profileEdit.invalid'],
      [
        { op_section: 'experience', operation: 'add', op_data: { value: { title: 'A', company: 'B', startDate: '2020-01' } } },
        'home.refusal.profileEdit.invalid',
      ],
      [
        { op_section: 'experience', operation: 'add', op_data: { value: { title: 'A', company: 'B', startDate: '05/2020', endDate: '01/2020' } } },
        'home.refusal.profileEdit.endBeforeStart',
      ],
      [{ op_section: 'experience', operation: 'add', op_data: { value: { title: 'A', company: 'B', salary: 1 } } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'experience', operation: 'update', op_data: { index: 9, value: { title: 'A', company: 'B' } } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'experience', operation: 'delete', op_data: {} }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'experience', operation: 'set', op_data: { value: { title: 'A', company: 'B' } } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'links', operation: 'add', op_data: { value: { label: 'x', url: 'javascript:alert(1)' } } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'skills', operation: 'add', op_data: { value: '' } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'skills', operation: 'update', op_data: { index: 0, value: 'React' } }, 'home.refusal.profileEdit.alreadyListed'],
      [{ op_section: 'skills', operation: 'delete', op_data: { value: 'COBOL' } }, 'home.refusal.profileEdit.notListed'],
      [{ op_section: 'basic_info', operation: 'update', op_data: { value: { phone: 'call me' } } }, 'forms.validation.phone'],
      [{ op_section: 'basic_info', operation: 'update', op_data: { value: { first_name: '' } } }, 'home.refusal.profileEdit.firstNameRequired'],
      [{ op_section: 'basic_info', operation: 'update', op_data: { value: { email: 'x@example.com' } } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'basic_info', operation: 'delete', op_data: {} }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'summary', operation: 'add', op_data: { value: 'x' } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'summary', operation: 'set', op_data: { value: 42 } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'hobbies', operation: 'add', op_data: { value: 'chess' } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'skills', operation: 'remove', op_data: { value: 'React' } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'skills', operation: 'add' }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'skills', operation: 'delete', op_data: { index: -1 } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'summary', operation: 'set', op_data: { value: 'nul \u0000 byte' } }, 'home.refusal.profileEdit.invalid'],
      [{ op_section: 'basic_info', operation: 'set', op_data: { value: { headline: 'a\u0000b' } } }, 'home.refusal.profileEdit.invalid'],
    ];
    for (const [payload, key] of cases) {
      const response = await edit(ada, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expectSchema(response.json(), 'common', 'ErrorResponse');
      expect(response.json().message_key, JSON.stringify(payload)).toBe(key);
      expect(response.json().error_code).toBe('invalid_profile_edit');
    }
    expect(await details(ada)).toEqual(before);
  });

  it('lets two concurrent edits both land', async () => {
    const ada = await server().login('ada@example.com');
    const [first, second] = await Promise.all([
      edit(ada, { op_section: 'skills', operation: 'add', op_data: { value: 'Go' } }),
      edit(ada, { op_section: 'skills', operation: 'add', op_data: { value: 'Elixir' } }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await details(ada)).skills).toEqual(expect.arrayContaining(['Go', 'Elixir']));
  });

  it('refuses visitors with 401 and X-Login-Required, and edits without the CSRF header with 403', async () => {
    const anonymous = await server().anonymous();
    for (const url of ['/api/pcsx/profile_details?domain=acme.com', '/api/pcsx/profile_analysis?domain=acme.com']) {
      const response = await server().app.inject({ url, headers: anonymous });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['x-login-required']).toBe('1');
    }
    expect((await edit(anonymous, { op_section: 'summary', operation: 'set', op_data: { value: 'x' } })).statusCode).toBe(401);
    const ada = await server().login('ada@example.com');
    const noCsrf = await server().app.inject({
      method: 'POST',
      url: '/api/pcsx/profile_edit?domain=acme.com',
      headers: { cookie: ada.cookie! },
      payload: { op_section: 'summary', operation: 'delete', op_data: {} },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("keeps employers apart: ada's globex profile is her globex one", async () => {
    const profile = await (async () => {
      const headers = await server().login('ada@example.com', 'globex.com');
      const response = await server().app.inject({ url: '/api/pcsx/profile_details?domain=globex.com', headers });
      return response.json().data;
    })();
    expect(profile).toMatchObject({ email: 'ada@example.com', skills: [], experience: [], resumes: [] });
  });
});
