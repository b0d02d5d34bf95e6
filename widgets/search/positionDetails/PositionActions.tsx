import { Button, HStack, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { applyLink, jobLink, privateApplyLink } from '../../../engine/search/jobLinks';
import type { Position } from '../../../schemas/generated/api/search';
import { usePortal } from '../../shared/PortalContext';
import { toaster } from '../../shared/toaster';
import { useChangeJobCart, useJobCart } from '../data/jobCart';
import { useSetPositionSaved } from '../data/savedPositions';
import { useLoginGate } from '../shared/useLoginGate';

export interface PositionActionsProps {
  position: Position;
  isOpen: boolean;
  searchStr: string;
  isPrivate?: boolean;
  /** In the search page's pane: also link to the job's own page. */
  showJobPageLink?: boolean;
}

/** Apply, save or unsave, add to or remove from the job cart; a logged-out save or add opens the login modal. */
export function PositionActions({ position, isOpen, searchStr, isPrivate = false, showJobPageLink = false }: PositionActionsProps) {
  const { t } = useTranslation();
  const { user } = usePortal();
  const pid = String(position.id);
  const { requireLogin, dialog } = useLoginGate();
  const save = useSetPositionSaved();
  const cart = useJobCart();
  const changeCart = useChangeJobCart();
  const isSaved = position.positionUserActions.isSaved;
  const inCart = cart.data?.jobCartData.some((item) => String(item.id) === pid) ?? false;
  const fail = (error: unknown) => toaster.create({ type: 'error', title: getFailureMessage(error) });

  return (
    <HStack gap="2" wrap="wrap">
      {isOpen ? (
        <Button asChild colorPalette="blue">
          <a href={isPrivate ? privateApplyLink(pid, searchStr) : applyLink(pid, searchStr)}>{t('search.apply')}</a>
        </Button>
      ) : (
        <Button disabled>{t('search.positionClosed')}</Button>
      )}
      <Button
        variant="outline"
        aria-pressed={user.isLoggedIn ? isSaved : undefined}
        loading={save.isPending}
        onClick={() => requireLogin(() => save.mutate({ pid, saved: !isSaved }, { onError: fail }))}
      >
        {isSaved ? t('search.unsave') : t('search.save')}
      </Button>
      {isOpen && (
        <Button
          variant="outline"
          loading={changeCart.isPending}
          onClick={() => requireLogin(() => changeCart.mutate({ pids: [pid], operation: inCart ? 'remove' : 'add' }, { onError: fail }))}
        >
          {inCart ? t('search.removeFromCart') : t('search.addToCart')}
        </Button>
      )}
      {showJobPageLink && (
        <Link href={jobLink(pid, position.title, searchStr)} fontSize="sm" ms="auto">
          {t('search.openJobPage')}
        </Link>
      )}
      {dialog}
    </HStack>
  );
}
