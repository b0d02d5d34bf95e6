import { chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export type NativeInputProps = HTMLChakraProps<'input'> & { size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl'; ref?: Ref<HTMLInputElement> };

/**
 * A native <input> in Chakra's input styles. Chakra's own Input is Ark UI's field input (field
 * context, auto-resize; about 3 KB gzip on the first page), which a labelled search box does not need.
 */
export function NativeInput({ size = 'md', className, ...inputProps }: NativeInputProps) {
  const styles = useRecipe({ key: 'input' })({ size });
  return <chakra.input className={className ? `chakra-input ${className}` : 'chakra-input'} css={styles} {...inputProps} />;
}
