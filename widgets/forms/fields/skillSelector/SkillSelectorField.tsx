import { Button, HStack, Input, Stack, Tag, Wrap } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SKILL_LIST_COLLAPSE_THRESHOLD } from '../../../../engine/forms/formConstants';
import type { FieldWidgetProps } from '../FieldWidgetProps';

function asSkills(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((skill): skill is string => typeof skill === 'string') : [];
}

/**
 * A list of skills. Add opens a search bar (the question's choices are the suggestions; any typed
 * skill can be added, several at once separated by commas). The collapsed list shows the first 10 with
 * a +N toggle; expanded it ends with Show fewer.
 */
export const SkillSelectorField = memo(function SkillSelectorField(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { field, id, value, onChange, onBlur, disabled, describedBy, invalid } = props;
  const skills = asSkills(value);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const suggestions = (field.definition.options?.choices ?? [])
    .map((choice) => choice.label)
    .filter((label) => query.trim() !== '' && label.toLowerCase().includes(query.trim().toLowerCase()) && !skills.includes(label))
    .slice(0, 8);
  const add = (text: string) => {
    const added = text
      .split(',')
      .map((skill) => skill.trim())
      .filter((skill) => skill !== '' && !skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()));
    if (added.length > 0) onChange([...skills, ...added]);
    setQuery('');
  };
  const shown = expanded ? skills : skills.slice(0, SKILL_LIST_COLLAPSE_THRESHOLD);
  const hiddenCount = skills.length - SKILL_LIST_COLLAPSE_THRESHOLD;
  return (
    <Stack gap="2" onBlur={onBlur}>
      {/* No skills, no list: an empty list is announced as "list, 0 items". The toggle is outside the list's items. */}
      {shown.length > 0 ? (
        <Wrap gap="2" aria-label={t('forms.skills.list')} role="list">
          {shown.map((skill) => (
            <Tag.Root key={skill} role="listitem" size="lg">
              <Tag.Label>{skill}</Tag.Label>
              {disabled ? null : (
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={t('forms.skills.remove', { skill })} onClick={() => onChange(skills.filter((other) => other !== skill))} />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
      {hiddenCount > 0 ? (
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
          {expanded ? t('forms.skills.showFewer') : t('forms.skills.more', { count: hiddenCount })}
        </Button>
      ) : null}
      {searching ? (
        <Stack gap="1">
          <HStack>
            <Input
              id={id}
              type="search"
              value={query}
              aria-label={t('forms.skills.search')}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              placeholder={t('forms.skills.search')}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add(query);
                }
              }}
            />
            <Button onClick={() => add(query)} disabled={query.trim() === ''}>
              {t('forms.skills.addThis')}
            </Button>
          </HStack>
          {suggestions.length > 0 ? (
            <Wrap gap="1">
              {suggestions.map((suggestion) => (
                <Button key={suggestion} size="xs" variant="subtle" onClick={() => add(suggestion)}>
                  {suggestion}
                </Button>
              ))}
            </Wrap>
          ) : null}
        </Stack>
      ) : (
        <Button id={id} alignSelf="start" size="sm" variant="outline" disabled={disabled} aria-describedby={describedBy} onClick={() => setSearching(true)}>
          {t('forms.skills.add')}
        </Button>
      )}
    </Stack>
  );
});
