import { Badge, Box, IconButton } from '@chakra-ui/react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../shared/StrokeIcon';

function BellIcon() {
  return (
    <StrokeIcon>
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </StrokeIcon>
  );
}

/**
 * The bell with its unread badge: the same button before the panel has loaded and as the panel's
 * trigger. Before the panel exists the button already says what it opens and that it is closed
 * (aria-haspopup, aria-expanded), as the popover's and the dialog's trigger say once they take over.
 */
export const BellButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof IconButton> & { count: number }>(function BellButton(
  { count, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Box position="relative">
      <IconButton
        ref={ref}
        variant="ghost"
        color="inherit"
        size="sm"
        aria-label={count > 0 ? t('home.notifications.bellWithCount', { count }) : t('home.notifications.bell')}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-portico-bell=""
        {...rest}
      >
        <BellIcon />
      </IconButton>
      {count > 0 && (
        <Badge
          position="absolute"
          top="-1"
          insetEnd="-1"
          colorPalette="red"
          variant="solid"
          borderRadius="full"
          fontSize="2xs"
          minW="5"
          justifyContent="center"
          pointerEvents="none"
          aria-hidden="true"
          data-testid="notification-badge"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Box>
  );
});
