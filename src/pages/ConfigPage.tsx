import { Container, VisuallyHidden } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../../engine/pages/PageContext';
import { configuredChildren } from '../../engine/pages/configuredChildren';
import { resolvePage, type ResolvedErrorNode, type ResolvedNode } from '../../engine/pages/resolvePage';
import { pageTitle, selectPageLayout } from '../../engine/pages/selectPageLayout';
import { requiresLogin, type RouteDefinition } from '../../engine/routes/routeTable';
import { themeVar } from '../../engine/theme/themeVar';
import { getWidget } from '../../widgets/registry';
import { createPageTitleStore, PageTitleProvider } from '../../widgets/shared/usePageTitle';
import { useBoot } from '../app/BootContext';
import { HeroImage } from '../shell/HeroImage';
import { LoginRequired } from '../shell/LoginRequired';
import { reportError } from '../shell/reportError';
import { PageRenderer } from './PageRenderer';

/** Resolved nodes keep their identity across renders of the same config node. */
const resolutionCache = new WeakMap<object, never>();
const isKnownType = (type: string) => getWidget(type) !== undefined;

/** The candidate home (the dashboard) is painted by the theme's `talent_experience_core` section. */
const HOME = {
  'data-portico-home': true,
  css: {
    bg: themeVar('talent_experience_core.background'),
    color: themeVar('talent_experience_core.text'),
    '& :is(h1, h2, h3)': { color: themeVar('talent_experience_core.heading'), fontFamily: themeVar('talent_experience_core.headingFontFamily') },
  },
};

/** A page of the portal: the access rule, the document title, the screen-reader heading, the hero and the configured layout. */
export function ConfigPage({ route }: { route: RouteDefinition }) {
  const { t } = useTranslation();
  const boot = useBoot();
  const { config, user } = boot;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const needsLogin = requiresLogin(route, { loggedOutApplyEnabled: config.loginSignupConfig?.loggedOutApplyEnabled !== false }) && !user.isLoggedIn;
  const pageName = t(`pages.${route.pageId}`);

  const [titles] = useState(() => createPageTitleStore(config.name));
  useEffect(() => {
    titles.setPageTitle(pageTitle(config, route.pageId, pageName));
  }, [titles, config, route.pageId, pageName]);

  const { layout, pointer, variant } = selectPageLayout(config, route.pageId, route.variant);
  const query = useMemo(() => stringEntries(search), [search]);
  const nodes = useMemo(() => {
    const context: PageContext = {
      user: { isLoggedIn: user.isLoggedIn, isAdmin: user.isAdmin, isThemeBuilderUser: user.isThemeBuilderUser },
      flags: { ...(config.behaviourFlags as Record<string, boolean>) },
      gates: { ...(config.gates as Record<string, boolean>) },
      query,
      page: { id: route.pageId, variant },
      locale: boot.language ?? 'en',
    };
    const onError = (node: ResolvedErrorNode) =>
      reportError('config_error', new Error(node.errors.map((e) => `${e.pointer}: ${e.message}`).join('; ')), boot.domain, { path: node.path });
    return resolvePage(layout, pointer, context, { isKnownType, onError, childrenOf: configuredChildren(config) }, resolutionCache as WeakMap<object, never>);
  }, [layout, pointer, variant, user, config, query, route.pageId, boot.language, boot.domain]);

  // One h1 per page, its real title: a widget's (page heading, job title, form title), else the hero's heading, else the page name for screen readers.
  const widgetHeading = !needsLogin && nodes.some(showsPageHeading);
  const heroHeading = !needsLogin && !widgetHeading && Boolean(config.pcsxConfig?.branding?.heroImages?.[route.pageId]?.heading);
  return (
    <PageTitleProvider value={titles}>
      {!widgetHeading && !heroHeading && (
        <VisuallyHidden asChild>
          <h1>{pageName}</h1>
        </VisuallyHidden>
      )}
      {needsLogin ? (
        <LoginRequired />
      ) : (
        <>
          <HeroImage pageId={route.pageId} headingIsPageTitle={heroHeading} />
          <Container maxW="1600px" px={{ base: '4', md: '8' }} py="8" {...(route.pageId === 'dashboard' && HOME)}>
            <PageRenderer nodes={nodes} />
          </Container>
        </>
      )}
    </PageTitleProvider>
  );
}

function showsPageHeading(node: ResolvedNode): boolean {
  return node.kind === 'widget' && (getWidget(node.type)?.pageHeading === true || node.children.some(showsPageHeading));
}

function stringEntries(search: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null) query[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return query;
}
