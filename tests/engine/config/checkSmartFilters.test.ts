import { describe, expect, it } from 'vitest';
import { checkSmartFilters } from '../../../engine/config/checkSmartFilters';
import { validateEmployerConfig } from '../../../engine/config/validateEmployerConfig';
import { readConfig, setAt } from './configFixtures';

const withSearch = (searchConfig: Record<string, unknown>) => ({ pcsxConfig: { searchConfig } });

describe('checkSmartFilters', () => {
  it('accepts smart filters that searchConfig.allFilters declares', () => {
    expect(checkSmartFilters(withSearch({ smartFilters: ['remote'], allFilters: [{ name: 'department' }, { name: 'remote' }] }))).toEqual([]);
    expect(checkSmartFilters({ pcsxConfig: {} })).toEqual([]);
  });

  it('reports a smart filter naming an undeclared filter at its place in the list, with a did-you-mean', () => {
    expect(checkSmartFilters(withSearch({ smartFilters: ['remote', 'departmnt'], allFilters: [{ name: 'department' }, { name: 'remote' }] }))).toEqual([
      {
        pointer: '/pcsxConfig/searchConfig/smartFilters/1',
        message: '"departmnt" is not a declared filter (did you mean "department"?); searchConfig.allFilters declares: department, remote',
      },
    ]);
  });

  it('says so when allFilters declares nothing', () => {
    expect(checkSmartFilters(withSearch({ smartFilters: ['remote'] }))).toEqual([
      { pointer: '/pcsxConfig/searchConfig/smartFilters/0', message: '"remote" is not a declared filter; searchConfig.allFilters declares no filters' },
    ]);
  });

  it('runs in validateEmployerConfig', () => {
    const config = readConfig('globex');
    setAt(config, '/pcsxConfig/searchConfig/smartFilters', ['employment_typ']);
    expect(validateEmployerConfig(config).errors.map((error) => error.pointer)).toEqual(['/pcsxConfig/searchConfig/smartFilters/0']);
  });
});
