import { describe, expect, it } from 'vitest';
import type { EntryField } from '../../../widgets/home/profileEditor/EntryForm';
import { fromEntryValues, toEntryValues } from '../../../widgets/home/profileEditor/entryValues';

const job: EntryField[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'startDate', label: 'Start', kind: 'monthYear' },
  { name: 'endDate', label: 'End', kind: 'monthYear' },
  { name: 'isCurrent', label: 'Current', kind: 'checkbox' },
  { name: 'description', label: 'Description', kind: 'textarea' },
];
const school: EntryField[] = [
  { name: 'school', label: 'School', kind: 'text' },
  { name: 'endYear', label: 'Year', kind: 'year' },
];

describe('entry values', () => {
  it('fills the form from an entry: absent texts empty, a year as text, a checkbox as a boolean', () => {
    expect(toEntryValues(job, { title: 'Analyst', startDate: '01/1842' })).toEqual({
      title: 'Analyst',
      startDate: '01/1842',
      endDate: '',
      isCurrent: false,
      description: '',
    });
    expect(toEntryValues(school, { school: 'Home', endYear: 1833 })).toEqual({ school: 'Home', endYear: '1833' });
    expect(toEntryValues(school, undefined)).toEqual({ school: '', endYear: '' });
  });

  it('sends texts trimmed, a year as a number and leaves empty fields out', () => {
    expect(fromEntryValues(school, { school: '  Home ', endYear: ' 1833' })).toEqual({ school: 'Home', endYear: 1833 });
    expect(fromEntryValues(school, { school: 'Home', endYear: '' })).toEqual({ school: 'Home' });
  });

  it('drops the end date of a role the candidate still holds', () => {
    expect(fromEntryValues(job, { title: 'Analyst', startDate: '01/1842', endDate: '02/1843', isCurrent: true, description: ' ' })).toEqual({
      title: 'Analyst',
      startDate: '01/1842',
      isCurrent: true,
    });
    expect(fromEntryValues(job, { title: 'Analyst', startDate: '', endDate: '02/1843', isCurrent: false, description: '' })).toEqual({
      title: 'Analyst',
      endDate: '02/1843',
      isCurrent: false,
    });
  });
});
