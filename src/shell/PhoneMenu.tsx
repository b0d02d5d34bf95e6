import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PorticoLink } from '../../widgets/shared/PorticoLink';
import { StrokeIcon } from '../../widgets/shared/StrokeIcon';
import { byBarWidth } from './navbarWidth';

export interface PhoneMenuLink {
  label: string;
  href: string;
}

export interface PhoneMenuProps {
  links: readonly PhoneMenuLink[];
  /** Who is logged in, shown above the account actions. */
  userName?: string;
  /** Log in or log out; each is given a way to close the menu before it acts. */
  accountActions: (close: () => void) => ReactNode;
  /** The bar's height, a CSS length: the open menu scrolls within the rest of the screen. */
  barHeight: string;
  /** The notification bell in the bar, when there is one: the menu lists it under its own name and opens it. */
  findBell?: () => HTMLButtonElement | null | undefined;
}

function MenuIcon({ open }: { open: boolean }) {
  return <StrokeIcon>{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</StrokeIcon>;
}

/**
 * The navigation on a narrow bar (navbarWidth.ts), where the navbar's links do not fit: a Menu button
 * (a disclosure: aria-expanded, aria-controls) and, under the bar, every navbar link and the account
 * actions. Plain React state and CSS rather than a Chakra Drawer: the first page carries no Ark UI
 * machine. It renders closed on the server and in the browser alike, so hydration matches.
 * Escape closes it and gives focus back to the button; so does following a link (the menu closes).
 */
export function PhoneMenu({ links, userName, accountActions, barHeight, findBell }: PhoneMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The bell's name (with its count) when the menu opened; none while the bar shows no bell.
  const [bellName, setBellName] = useState<string | null>(null);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // A press anywhere outside the button and the menu closes it, as a tap beside a native menu does.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        color="inherit"
        minH="11"
        minW="11"
        px="2"
        css={byBarWidth('inline-flex', 'none')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setBellName(findBell?.()?.getAttribute('aria-label') ?? null);
          setOpen((value) => !value);
        }}
      >
        <MenuIcon open={open} />
        {t('shell.menu')}
      </Button>
      <Box
        ref={panel}
        id={panelId}
        hidden={!open}
        css={byBarWidth(undefined, 'none')}
        position="absolute"
        top="100%"
        insetInline="0"
        maxH={`calc(100dvh - ${barHeight})`}
        overflowY="auto"
        bg="portico.navBg"
        color="portico.navText"
        borderBottomWidth="1px"
        boxShadow="md"
        px="4"
        py="2"
        data-testid="phone-menu"
      >
        <chakra.ul listStyleType="none">
          {links.map((link) => (
            <li key={link.href + link.label}>
              <PorticoLink href={link.href} color="inherit" fontWeight="medium" display="flex" alignItems="center" minH="11" px="2" onClick={close}>
                {link.label}
              </PorticoLink>
            </li>
          ))}
        </chakra.ul>
        <Box borderTopWidth={links.length > 0 ? '1px' : undefined} mt="2" pt="2" pb="2" display="flex" flexDirection="column" alignItems="stretch" gap="2">
          {userName && (
            <Text fontSize="sm" px="2">
              {userName}
            </Text>
          )}
          {bellName && (
            <Button
              variant="ghost"
              color="inherit"
              minH="11"
              justifyContent="flex-start"
              onClick={() => {
                close();
                findBell?.()?.click();
              }}
            >
              {bellName}
            </Button>
          )}
          {accountActions(close)}
        </Box>
      </Box>
    </>
  );
}
