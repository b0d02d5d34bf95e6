import { afterEach, describe, expect, it } from 'vitest';
import profileApiSchema from '../../../schemas/api/profile.schema.json';
import { schemaField } from '../../../widgets/home/profileEditor/schemaField';

const linkLabel = profileApiSchema.definitions.LinkItem.properties.label;
const original = linkLabel.maxLength;

afterEach(() => {
  linkLabel.maxLength = original;
});

describe('schemaField', () => {
  it('takes required (a minimum length) and the longest text from the profile schema', () => {
    expect(schemaField('BasicInfo', 'first_name', 'First name', 'text')).toEqual({
      name: 'first_name',
      label: 'First name',
      kind: 'text',
      required: true,
      maxLength: 100,
    });
    expect(schemaField('BasicInfo', 'phone', 'Phone', 'tel')).toEqual({ name: 'phone', label: 'Phone', kind: 'tel', maxLength: 40 });
    expect(schemaField('BasicInfo', 'headline', 'Headline', 'text', { wide: true })).toEqual({
      name: 'headline',
      label: 'Headline',
      kind: 'text',
      wide: true,
      maxLength: 200,
    });
    expect(schemaField('LinkItem', 'url', 'Address', 'url')).toMatchObject({ required: true, maxLength: 2000 });
  });

  it('leaves both out where the schema sets neither (a date, a checkbox, a year)', () => {
    expect(schemaField('ExperienceItem', 'startDate', 'Start', 'monthYear')).toEqual({ name: 'startDate', label: 'Start', kind: 'monthYear' });
    expect(schemaField('ExperienceItem', 'isCurrent', 'Current', 'checkbox')).toEqual({ name: 'isCurrent', label: 'Current', kind: 'checkbox' });
    expect(schemaField('EducationItem', 'endYear', 'Year', 'year')).toEqual({ name: 'endYear', label: 'Year', kind: 'year' });
  });

  it('follows the schema: a changed limit is the form field limit', () => {
    linkLabel.maxLength = 7;
    expect(schemaField('LinkItem', 'label', 'Label', 'text').maxLength).toBe(7);
  });
});
