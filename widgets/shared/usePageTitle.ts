import { createContext, useContext, useEffect } from 'react';

/**
 * The document title of the page on screen. The shell gives every page its name ("Job details |
 * Acme"); a widget that shows the page's real title (the job, the form) names the page instead,
 * the way the server does ("Senior Software Engineer | Acme Corporation"), and the shell's name
 * never overwrites it (React runs a widget's effects before the page's).
 */
export interface PageTitleStore {
  /** The shell's title for the page, shown while no widget names the page. */
  setPageTitle(title: string): void;
  /** A widget's title for the page, shown as "<title> | <employer>"; undefined gives the page back its name. */
  setOwnTitle(title: string | undefined): void;
}

export function createPageTitleStore(employerName: string): PageTitleStore {
  let page = '';
  let own: string | undefined;
  const apply = () => {
    const title = own ? `${own} | ${employerName}` : page;
    if (title && document.title !== title) document.title = title;
  };
  return {
    setPageTitle(title) {
      page = title;
      apply();
    },
    setOwnTitle(title) {
      own = title;
      apply();
    },
  };
}

const PageTitleContext = createContext<PageTitleStore | null>(null);

export const PageTitleProvider = PageTitleContext.Provider;

/** Names the page after what this widget shows (a job's title, a form's title) while it is on screen. */
export function usePageTitle(title: string | undefined): void {
  const store = useContext(PageTitleContext);
  useEffect(() => {
    if (!store || !title) return;
    store.setOwnTitle(title);
    return () => store.setOwnTitle(undefined);
  }, [store, title]);
}
