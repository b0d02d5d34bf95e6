import { Box, Button, chakra, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../widgets/home/notifications/NotificationBell';
import { PorticoLink } from '../../widgets/shared/PorticoLink';
import { useStickyInset } from '../../widgets/shared/useStickyInset';
import { useBoot } from '../app/BootContext';
import { useAuthModal } from './authModalState';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { logOut, logoutPageHref } from './logOut';
import { PhoneMenu } from './PhoneMenu';
import { LanguagePicker, useOfferedLanguages } from './LanguagePicker';
import { themeVar } from '../../engine/theme/themeVar';
import { byBarWidth } from './navbarWidth';

const THEME_BUILDER_PATH = '/careers/theme-builder';
const NAV_HEIGHT = themeVar('navbar.height');

/** The top bar: employer logo, the custom navbar links for the visitor's logged-in state, and log in / log out. */
export function Navbar() {
  const { t } = useTranslation();
  const { config, user, domain } = useBoot();
  const { open } = useAuthModal();
  const api = useApiClient();
  const accountBar = useRef<HTMLDivElement>(null);
  // A POST with the CSRF token; should it fail, the log-out page offers it again.
  const logOutHere = () => void logOut(api, domain).catch(() => window.location.assign(logoutPageHref(domain)));
  const branding = config.pcsxConfig?.branding;
  const navConfig = user.isLoggedIn ? branding?.customNavbarConfig?.loggedIn : branding?.customNavbarConfig?.loggedOut;
  const here = useRouterState({ select: (state) => state.location.href });
  // Consultants and the employer's admins find their tools (the studio, the form builders) beside the employer's own links.
  const toolLinks =
    user.isLoggedIn && (user.isAdmin || user.isConsultant)
      ? [
          { label: t('shell.studio'), href: '/careers/studio' },
          { label: t('shell.formBuilder'), href: '/careers/forms/builder' },
        ]
      : [];
  // The theme builder opens on the page it is chosen from (its preview shows that page first).
  if (user.isLoggedIn && (user.isAdmin || user.isThemeBuilderUser || user.isConsultant))
    toolLinks.push({
      label: t('shell.themeBuilder'),
      href: here.startsWith(THEME_BUILDER_PATH) ? THEME_BUILDER_PATH : `${THEME_BUILDER_PATH}?page=${encodeURIComponent(here)}`,
    });
  const navLinks = [...(navConfig?.links ?? []), ...toolLinks];
  const loginEnabled = config.loginSignupConfig?.candidateLoginEnabled !== false;
  const stickyTop = useStickyInset('top');
  const languages = useOfferedLanguages();
  return (
    <Box
      as="header"
      ref={stickyTop}
      className="portico-navbar"
      bg="portico.navBg"
      color="portico.navText"
      borderBottomWidth="1px"
      borderColor={themeVar('navbar.border')}
      boxShadow={themeVar('navbar.shadow')}
      position="sticky"
      top="0"
      zIndex="banner"
      css={{ containerType: 'inline-size' }}
    >
      <Flex
        as="nav"
        aria-label={t('shell.mainNavigation')}
        h={NAV_HEIGHT}
        px={{ base: '4', md: '8' }}
        align="center"
        gap={{ base: '3', md: '6' }}
        maxW="1600px"
        mx="auto"
        position="relative"
      >
        <Link asChild flexShrink={0}>
          <RouterLink to="/careers" aria-label={t('shell.homeLink', { employer: config.name })}>
            {branding?.logoUrl ? <Image src={branding.logoUrl} alt="" h="32px" /> : <Text fontWeight="bold">{config.name}</Text>}
          </RouterLink>
        </Link>
        <chakra.ul listStyleType="none" alignItems="center" gap="5" flex="1" overflowX="auto" css={byBarWidth('none', 'flex')}>
          {navLinks.map((link) => (
            <li key={link.href + link.label}>
              <PorticoLink href={link.href} color="inherit" fontWeight="medium" whiteSpace="nowrap">
                {link.label}
              </PorticoLink>
            </li>
          ))}
        </chakra.ul>
        <HStack ref={accountBar} gap="3" ms="auto">
          {languages.length > 0 && (
            <chakra.div css={byBarWidth('none', 'block')}>
              <LanguagePicker offered={languages} id="portico-language" />
            </chakra.div>
          )}
          {user.isLoggedIn ? (
            <>
              <NotificationBell />
              {user.fullName && (
                <Text fontSize="sm" css={byBarWidth('none', 'block')}>
                  {user.fullName}
                </Text>
              )}
              <Button size="sm" variant="outline" colorPalette="gray" color="inherit" css={byBarWidth('none', 'inline-flex')} onClick={logOutHere}>
                {t('shell.logOut')}
              </Button>
            </>
          ) : (
            loginEnabled && (
              <>
                <NotificationBell onLogIn={() => open({})} />
                <Button size="sm" colorPalette="brand" onClick={() => open({})} css={byBarWidth('none', 'inline-flex')}>
                  {t('shell.logIn')}
                </Button>
              </>
            )
          )}
          {(navLinks.length > 0 || user.isLoggedIn || loginEnabled || languages.length > 0) && (
            <PhoneMenu
              links={navLinks}
              userName={user.isLoggedIn ? user.fullName : undefined}
              barHeight={NAV_HEIGHT}
              findBell={() => accountBar.current?.querySelector<HTMLButtonElement>('[data-portico-bell]')}
              accountActions={(close) => (
                <>
                  {languages.length > 0 && <LanguagePicker offered={languages} id="portico-language-phone" />}
                  {user.isLoggedIn ? (
                    <Button variant="outline" colorPalette="gray" color="inherit" minH="11" onClick={logOutHere}>
                      {t('shell.logOut')}
                    </Button>
                  ) : (
                    loginEnabled && (
                      <Button
                        colorPalette="brand"
                        minH="11"
                        onClick={() => {
                          close();
                          open({});
                        }}
                      >
                        {t('shell.logIn')}
                      </Button>
                    )
                  )}
                </>
              )}
            />
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
