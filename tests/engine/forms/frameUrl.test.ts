import { describe, expect, it } from 'vitest';
import formDefinitionSchema from '../../../schemas/forms/form-definition.schema.json';
import employerConfigSchema from '../../../schemas/employer-config.schema.json';
import { checkEmployerFrames, checkFormFrames } from '../../../engine/config/checkFrameOrigins';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { frameUrlProblem, frameUrlShapeProblem } from '../../../engine/forms/frameUrl';
import { validateFormDefinition } from '../../../engine/forms/validateFormDefinition';
import { compileFields, definition, section } from './formFixtures';

const PROVIDER = 'https://sign.acme-docs.example';
const OTHER_SITES = [
  '//evil.example/sign',
  '/\\evil.example/sign',
  '\\\\evil.example',
  '/\t/evil.example',
  'http://sign.acme-docs.example/x',
  'javascript:alert(1)',
  'https://user@evil.example/',
];

const esign = (widgetUrl: string) => ({ name: 'w4', label: 'Sign your W-4', type: 'esignForm' as const, options: { widgetUrl, widgetId: 'w4' } });

describe('frame addresses of embedded forms (options.widgetUrl)', () => {
  it('takes a path of this site with a single "/" and an https address, nothing that a browser reads as another site', () => {
    expect(frameUrlShapeProblem('/esign/public/sign-widget')).toBeUndefined();
    expect(frameUrlShapeProblem(`${PROVIDER}/esign/public/sign-widget?lang=en`)).toBeUndefined();
    for (const url of OTHER_SITES) expect(frameUrlShapeProblem(url), url).toMatch(/./);
    expect(frameUrlShapeProblem('//evil.example/sign')).toBe(
      '"//evil.example/sign" starts with "//" or "/\\", which a browser reads as another site: write a path of this site with a single "/" (e.g. /esign/public/sign-widget) or a full https:// address',
    );
  });

  it('frames an https address only when its origin is in the employer’s security.frameOrigins', () => {
    expect(frameUrlProblem(`${PROVIDER}/esign/public/sign-widget`, [PROVIDER])).toBeUndefined();
    expect(frameUrlProblem('/esign/public/sign-widget', [])).toBeUndefined();
    expect(frameUrlProblem('https://evil.example/sign', [PROVIDER])).toBe(
      `the origin https://evil.example is not in the employer config's security.frameOrigins (${PROVIDER}): add it there to let forms frame it`,
    );
    expect(frameUrlProblem(`${PROVIDER}.evil.example/sign`, [PROVIDER])).toMatch(/is not in the employer config's security.frameOrigins/);
  });

  it('the form schema’s pattern refuses "//host" and "/\\host" (it let any origin through before)', () => {
    const pattern = new RegExp(formDefinitionSchema.definitions.FieldOptions.properties.widgetUrl.pattern, 'u');
    expect(pattern.test('/esign/public/sign-widget')).toBe(true);
    expect(pattern.test(`${PROVIDER}/esign/public/sign-widget`)).toBe(true);
    for (const url of OTHER_SITES) expect(pattern.test(url), url).toBe(false);
  });

  it('a form definition with a frame address of another site is refused at its JSON Pointer', () => {
    const result = validateFormDefinition(definition([section('main', [esign('//evil.example/sign')])]));
    expect(result.ok).toBe(false);
    expect(result.errors).toContainEqual({
      pointer: '/sections/0/items/0/options/widgetUrl',
      message: expect.stringContaining('which a browser reads as another site'),
    });
  });

  it('checks the employer config against the forms it serves: an origin missing from security.frameOrigins is named there', () => {
    const form = compileFields(esign(`${PROVIDER}/esign/public/sign-widget`));
    expect(checkEmployerFrames({ security: { frameOrigins: [PROVIDER] } }, [{ key: 'onboarding', compiled: form }])).toEqual([]);
    expect(checkEmployerFrames({}, [{ key: 'onboarding', compiled: form }])).toEqual([
      {
        pointer: '/security/frameOrigins',
        message: `does not list ${PROVIDER}, which form "onboarding", question "w4" (/sections/0/items/0/options/widgetUrl) shows in a frame: add "${PROVIDER}" here, or point the question at a path of this site`,
      },
    ]);
    expect(checkFormFrames(form, [])).toEqual([
      { pointer: '/sections/0/items/0/options/widgetUrl', message: expect.stringContaining('security.frameOrigins') },
    ]);
  });

  it('the employer config takes only https origins (no path) in security.frameOrigins', () => {
    const items = employerConfigSchema.properties.security.properties.frameOrigins.items;
    expect(items.type).toBe('string');
    const base = { domain: 'acme.com', name: 'Acme', pages: {} };
    expect(validateEmployerConfig({ ...base, security: { frameOrigins: [PROVIDER, 'https://sign.example:8443'] } }).ok).toBe(true);
    for (const origin of ['http://sign.example', 'https://sign.example/path', '//sign.example', 'https://*.example']) {
      const result = validateEmployerConfig({ ...base, security: { frameOrigins: [origin] } });
      expect(result.ok, origin).toBe(false);
      expect(result.errors[0]?.pointer).toBe('/security/frameOrigins/0');
    }
  });
});
