import { chakra } from '@chakra-ui/react';

/** The arrow of a way back ('← Offers'), for sight only: it points the way the page reads, to the right in a right-to-left language. */
export function BackArrow() {
  return (
    <chakra.span aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
      ←
    </chakra.span>
  );
}
