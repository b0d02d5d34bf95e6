import { closestMatch } from './closestMatch';
import { joinPointer, type ConfigError } from './ConfigError';
import { isObject } from './widgetNodeLists';

/**
 * Each of searchConfig.smartFilters must name a filter searchConfig.allFilters declares: the
 * smart filter's one click sends filter_<name>, and a name the search does not know filters nothing.
 */
export function checkSmartFilters(config: unknown): ConfigError[] {
  const searchConfig = isObject(config) && isObject(config.pcsxConfig) ? config.pcsxConfig.searchConfig : undefined;
  if (!isObject(searchConfig) || !Array.isArray(searchConfig.smartFilters)) return [];
  const declared = (Array.isArray(searchConfig.allFilters) ? searchConfig.allFilters : []).flatMap((filter) =>
    isObject(filter) && typeof filter.name === 'string' ? [filter.name] : [],
  );
  const errors: ConfigError[] = [];
  searchConfig.smartFilters.forEach((name, index) => {
    if (typeof name !== 'string' || declared.includes(name)) return;
    const suggestion = closestMatch(name, declared);
    errors.push({
      pointer: joinPointer('', 'pcsxConfig', 'searchConfig', 'smartFilters', index),
      message:
        `"${name}" is not a declared filter` +
        (suggestion ? ` (did you mean "${suggestion}"?)` : '') +
        (declared.length ? `; searchConfig.allFilters declares: ${declared.join(', ')}` : '; searchConfig.allFilters declares no filters'),
    });
  });
  return errors;
}
