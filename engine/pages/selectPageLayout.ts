import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { PageConfig } from '../i18n/localizedText';
import type { WidgetNode } from '../../schemas/generated/page-layout';
import { joinPointer } from '../config/ConfigError';
import type { PageId } from './pageIds';

export interface SelectedLayout {
  layout: readonly WidgetNode[];
  /** JSON Pointer of the layout in the config, the prefix of every node path. */
  pointer: string;
  variant: 'v1' | 'v2';
}

/**
 * The layout a page shows. The dashboard uses its v2 layout on /careers/dashboardv2, and on
 * /careers/dashboard when behaviourFlags.useDashboardV2 is on, whenever a v2 layout exists.
 */
export function selectPageLayout(config: EmployerConfig, pageId: PageId, routeVariant?: 'v2'): SelectedLayout {
  const page = config.pages?.[pageId];
  const wantsV2 = routeVariant === 'v2' || (pageId === 'dashboard' && config.behaviourFlags?.useDashboardV2 === true);
  if (wantsV2 && page?.layoutV2) {
    return { layout: page.layoutV2, pointer: joinPointer('', 'pages', pageId, 'layoutV2'), variant: 'v2' };
  }
  return { layout: page?.layout ?? [], pointer: joinPointer('', 'pages', pageId, 'layout'), variant: 'v1' };
}

/** The document title of a page: the page's own title, else branding.pageTitles, else the employer name. */
export function pageTitle(config: PageConfig, pageId: PageId, fallback: string): string {
  const own = config.pages?.[pageId]?.title ?? config.pcsxConfig?.branding?.pageTitles?.[pageId];
  return own ? `${own} | ${config.name}` : `${fallback} | ${config.name}`;
}

/** Whether a page shows without the footer: the page's own hideFooter when its config sets it, else the route's default (apply and onboarding hide it). */
export function pageHidesFooter(config: EmployerConfig, route: { pageId: PageId; hideFooter?: boolean }): boolean {
  return config.pages?.[route.pageId]?.hideFooter ?? route.hideFooter === true;
}
