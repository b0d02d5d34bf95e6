import type { SystemStyleObject } from '@chakra-ui/react';

/** The navbar is a size container of this name: what it shows depends on its own width. */
export const NAVBAR_CONTAINER: SystemStyleObject = { containerType: 'inline-size', containerName: 'portico-navbar' };

/**
 * From this width of the bar its links and account actions fit beside the logo; below it they are in
 * the Menu. The bar's own width, not the window's: the assistant's sidebar takes 400 px of a wide window.
 */
const WIDE_BAR = '@container portico-navbar (min-width: 1024px)';

/** Shown (with this display) on a wide bar only. */
export const onWideBar = (display: string): SystemStyleObject => ({ display: 'none', [WIDE_BAR]: { display } });

/** Never shown on a wide bar (what it shows on a narrow one is its own: a hidden element stays hidden). */
export const hiddenOnWideBar: SystemStyleObject = { [WIDE_BAR]: { display: 'none' } };

/** Shown (with this display) on a narrow bar only. */
export const onNarrowBar = (display: string): SystemStyleObject => ({ display, ...hiddenOnWideBar });
