import { Box, chakra } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { NativeSelect } from '../../widgets/shared/NativeSelect';

export interface LabelledSelectProps<T extends string> {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
  minW?: string;
}

/** A native select with its visible label: the studio's pickers (employer, page, viewport, persona). */
function LabelledSelectOf<T extends string>({ label, value, options, onChange, size = 'md', minW }: LabelledSelectProps<T>) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {label}
      </chakra.label>
      <NativeSelect id={id} size={size} value={value} minW={minW} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}

/** Memo'd: the form builder's panel renders again at every letter typed into a label; its selects with the same options stay. */
export const LabelledSelect = memo(LabelledSelectOf) as typeof LabelledSelectOf;
