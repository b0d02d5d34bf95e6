import { createContext, useContext, type ReactNode } from 'react';

type Level = 2 | 3 | 4 | 5 | 6;

/** The level of a widget's own heading: 2 on a page (the page's title is the h1), one more inside a titled section. */
const HeadingLevelContext = createContext<Level>(2);

/** The tag of a heading at the current level ("h2" on a page, "h3" in a titled section…). */
export function useHeadingTag(): `h${Level}` {
  return `h${useContext(HeadingLevelContext)}`;
}

/** Children whose headings sit one level below the heading just shown (at most h6). */
export function Subheadings({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  return <HeadingLevelContext.Provider value={Math.min(level + 1, 6) as Level}>{children}</HeadingLevelContext.Provider>;
}
