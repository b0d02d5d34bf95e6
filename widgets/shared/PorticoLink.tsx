import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PREVIEW_QUERY_PARAM } from '../../engine/studio/previewMarkers';

export interface PorticoLinkProps extends Omit<ChakraLinkProps, 'href' | 'asChild'> {
  /** A site path (/careers/...) handled by the router, or an https address opened as a normal link. */
  href: string;
  children: ReactNode;
}

/** A link from config: site paths stay in the app (keeping domain and tracking parameters), others leave it. */
export function PorticoLink({ href, children, ...rest }: PorticoLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const url = new URL(href, 'http://portico.invalid');
    const search = Object.fromEntries(url.searchParams.entries());
    return (
      <ChakraLink asChild {...rest}>
        <RouterLink to={url.pathname} search={(previous: Record<string, unknown>) => ({ ...keepRetained(previous), ...search })}>
          {children}
        </RouterLink>
      </ChakraLink>
    );
  }
  return (
    <ChakraLink href={href} rel="noopener noreferrer" {...rest}>
      {children}
    </ChakraLink>
  );
}

/**
 * Parameters that follow the visitor from page to page (spec: preserved in links); studioPreview keeps
 * a page of the studio's preview one (engine/studio/previewProtocol.ts), whatever loads it again.
 */
export const RETAINED_SEARCH_PARAMS = [
  'domain',
  'hl',
  'microsite',
  'utm_source',
  'utm_campaign',
  'src',
  'source',
  'ref_src',
  'referral_token',
  PREVIEW_QUERY_PARAM,
] as const;

function keepRetained(previous: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of RETAINED_SEARCH_PARAMS) if (previous[key] !== undefined) kept[key] = previous[key];
  return kept;
}
