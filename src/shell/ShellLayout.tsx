import { Box, Link } from '@chakra-ui/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { pageHidesFooter } from '../../engine/pages/selectPageLayout';
import type { RouteDefinition } from '../../engine/routes/routeTable';
import { ConfigPage } from '../pages/ConfigPage';
import { AppStartGate } from './appStart/AppStartGate';
import { AssistantLauncher } from './AssistantLauncher';
import { Toaster } from '../../widgets/shared/toaster';
import { LiveAnnouncer } from '../../widgets/shared/announce';
import { AuthModal } from './AuthModal';
import { CustomBanner } from './CustomBanner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { usePageLogging } from './usePageLogging';
import { useBoot } from '../app/BootContext';
import { assistantOffered } from '../../engine/portal/assistantSettings';
import { usePortal } from '../../widgets/shared/PortalContext';

/** The profile bootstrapping screen is a page of its own (ProfileBootstrapping) shown in place of any route until done. */
const PROFILE_BOOTSTRAPPING: RouteDefinition = { name: 'profileBootstrapping', path: '', pageId: 'ProfileBootstrapping', access: 'protected' };

/** The frame around every page: skip link, banner, navigation, the page, footer (unless the page hides it), the search page's assistant, auth modal, toasts, the live region of `announce`. */
export function ShellLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const route = matches[matches.length - 1]?.staticData?.route as RouteDefinition | undefined;
  const { domain, config } = useBoot();
  const { user } = usePortal();
  usePageLogging(domain, route?.pageId);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Link
        href="#main-content"
        // Visually hidden (a clipped 1 px box) until focused, never pushed off-screen: a far-off element widens a right-to-left page.
        position="absolute"
        insetInlineStart="4"
        top="4"
        width="1px"
        height="1px"
        overflow="hidden"
        clipPath="inset(50%)"
        whiteSpace="nowrap"
        _focus={{
          width: 'auto',
          height: 'auto',
          overflow: 'visible',
          clipPath: 'none',
          zIndex: 'skipNav',
          bg: 'bg.panel',
          p: '3',
          borderRadius: 'l2',
          boxShadow: 'md',
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      <CustomBanner />
      <Navbar />
      <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none">
        <AppStartGate bootstrapping={<ConfigPage route={PROFILE_BOOTSTRAPPING} />}>
          <Outlet />
        </AppStartGate>
      </Box>
      {!(route && pageHidesFooter(config, route)) && <Footer />}
      {route?.pageId === 'jobs' && assistantOffered(config, user.isLoggedIn) && <AssistantLauncher />}
      <AuthModal />
      <Toaster />
      <LiveAnnouncer />
    </Box>
  );
}
