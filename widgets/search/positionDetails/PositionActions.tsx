import { Button, HStack, Link } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../shared/useMessageText';
import { applyLink, jobLink, privateApplyLink } from '../../../engine/search/jobLinks';
import type { Position } from '../../../schemas/generated/api/search';
import { announce } from '../../shared/announce';
import { focusAfterReload, useFocusAfterReload } from '../../shared/focusAfterReload';
import { PendingButton } from '../../shared/PendingButton';
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

/**
 * Apply, save or unsave, add to or remove from the job cart; a logged-out save or add opens the login
 * modal, and once the log-in has landed the shell saves (adds) the job and says so
 * (widgets/shared/pendingAction.ts), with the focus back on the button. The buttons keep the focus while their request runs; the result is announced.
 */
export function PositionActions({ position, isOpen, searchStr, isPrivate = false, showJobPageLink = false }: PositionActionsProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { user } = usePortal();
  const pid = String(position.id);
  const { requireLogin, dialog } = useLoginGate();
  const save = useSetPositionSaved();
  const cart = useJobCart();
  const changeCart = useChangeJobCart();
  const isSaved = position.positionUserActions.isSaved;
  const inCart = cart.data?.jobCartData.some((item) => String(item.id) === pid) ?? false;
  const fail = (error: unknown) => toaster.create({ type: 'error', title: text(getFailureMessage(error)) });
  const saveButton = useRef<HTMLButtonElement>(null);
  const cartButton = useRef<HTMLButtonElement>(null);
  useFocusAfterReload(`save:${pid}`, saveButton);
  useFocusAfterReload(`cart:${pid}`, cartButton);

  const toggleSave = () =>
    requireLogin(
      () => save.mutate({ pid, saved: !isSaved }, { onError: fail, onSuccess: (saved) => announce(saved ? t('search.jobSaved') : t('search.jobUnsaved')) }),
      { type: 'saveJob', pid },
      () => focusAfterReload(`save:${pid}`),
    );
  const toggleCart = () =>
    requireLogin(
      () =>
        changeCart.mutate(
          { pids: [pid], operation: inCart ? 'remove' : 'add' },
          { onError: fail, onSuccess: () => announce(inCart ? t('search.removedFromCart') : t('search.addedToCart')) },
        ),
      { type: 'addToCart', pid },
      () => focusAfterReload(`cart:${pid}`),
    );

  return (
    <HStack gap="2" wrap="wrap">
      {isOpen ? (
        <Button asChild data-portico-button="apply">
          <a href={isPrivate ? privateApplyLink(pid, searchStr) : applyLink(pid, searchStr)}>{t('search.apply')}</a>
        </Button>
      ) : (
        <Button disabled>{t('search.positionClosed')}</Button>
      )}
      <PendingButton ref={saveButton} variant="outline" aria-pressed={user.isLoggedIn ? isSaved : undefined} pending={save.isPending} onClick={toggleSave}>
        {isSaved ? t('search.unsave') : t('search.save')}
      </PendingButton>
      {isOpen && (
        <PendingButton ref={cartButton} variant="outline" pending={changeCart.isPending} onClick={toggleCart}>
          {inCart ? t('search.removeFromCart') : t('search.addToCart')}
        </PendingButton>
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
