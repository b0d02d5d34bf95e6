import type { ProfileSection } from '../../../schemas/generated/api/profile';
import { TagInput } from '../shared/TagInput';
import { SectionCard } from './SectionCard';
import { useSectionEdit } from './useSectionEdit';

/** Skills or desired roles: each added or removed at once through profile_edit (add with the text, delete with the index). */
export function TagsSection({
  section,
  title,
  inputLabel,
  values,
  max,
}: {
  section: Extract<ProfileSection, 'skills' | 'desired_roles'>;
  title: string;
  inputLabel: string;
  values: string[];
  max: number;
}) {
  const { save, errorMessage } = useSectionEdit();
  return (
    <SectionCard id={section} title={title} error={errorMessage}>
      <TagInput
        label={inputLabel}
        values={values}
        max={max}
        onChange={(next) => {
          if (next.length > values.length) save({ op_section: section, operation: 'add', op_data: { value: next[next.length - 1] } });
          else {
            const index = values.findIndex((value) => !next.includes(value));
            if (index >= 0) save({ op_section: section, operation: 'delete', op_data: { index } });
          }
        }}
      />
    </SectionCard>
  );
}
