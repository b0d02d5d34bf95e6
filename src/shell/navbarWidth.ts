import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The navbar is a size container (Navbar.tsx: `containerType: 'inline-size'`, the only one around what
 * it holds), so what it shows depends on its own width, not the window's: the assistant's sidebar takes
 * 400 px of a wide window. From 64em (1,024 px) of the bar its links and account actions fit beside the
 * logo; below, they are in the Menu. The display of a part of the bar on a narrow bar and on a wide one
 * (undefined: its own).
 */
export const byBarWidth = (narrow: string | undefined, wide: string): SystemStyleObject => ({
  display: narrow,
  '@container (width>=64em)': { display: wide },
});
