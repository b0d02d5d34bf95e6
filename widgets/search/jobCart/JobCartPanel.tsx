import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Localized } from '../../../engine/i18n/localizedText';
import { useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../shared/useMessageText';
import type { JobCartProps } from '../../../schemas/generated/widgets/jobCart.props';
import { announce } from '../../shared/announce';
import { PendingButton } from '../../shared/PendingButton';
import { usePortal } from '../../shared/PortalContext';
import { toaster } from '../../shared/toaster';
import { useChangeJobCart, useJobCart } from '../data/jobCart';
import { PositionListItem } from '../shared/PositionListItem';
import { Subheadings, useHeadingTag } from '../../shared/headingLevel';
import { useLoginGate } from '../shared/useLoginGate';

/**
 * The job cart (spec section 4): the positions the candidate collected, each removable, and the
 * closed or unknown ones (invalidPositionIds) removable at once. Also a dashboard tab (type jobCart).
 */
export default function JobCartPanel({ title }: Localized<JobCartProps>) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { user } = usePortal();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const cart = useJobCart();
  const change = useChangeJobCart();
  const { openLogin, dialog } = useLoginGate();
  const fail = (error: unknown) => toaster.create({ type: 'error', title: text(getFailureMessage(error)) });
  const heading = title ?? t('search.jobCartHeading');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingTag = useHeadingTag();
  // A removed job leaves the list with its button: the focus goes to the cart's heading.
  const removed = () => {
    headingRef.current?.focus();
    announce(t('search.removedFromCart'));
  };

  let body;
  if (!user.isLoggedIn) {
    body = (
      <Stack gap="2" align="flex-start">
        <Text color="fg.muted">{t('search.jobCartLoggedOut')}</Text>
        <Button size="sm" variant="outline" onClick={openLogin}>
          {t('search.logInToUseCart')}
        </Button>
      </Stack>
    );
  } else if (cart.isError) {
    body = (
      <Stack gap="2" align="flex-start" role="alert">
        <Text>{t('search.loadFailed')}</Text>
        <Button size="sm" onClick={() => void cart.refetch()}>
          {t('search.tryAgain')}
        </Button>
      </Stack>
    );
  } else if (!cart.data) {
    body = <Skeleton height="16" role="status" aria-label={t('search.loading')} />;
  } else {
    const { jobCartData, invalidPositionIds } = cart.data;
    body = (
      <Stack gap="3">
        {jobCartData.length === 0 ? (
          <Text color="fg.muted">{t('search.jobCartEmpty')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {jobCartData.map((position) => (
              <PositionListItem
                key={position.id}
                position={position}
                searchStr={searchStr}
                actions={
                  <PendingButton
                    size="xs"
                    variant="outline"
                    aria-label={t('search.removeFromCartNamed', { title: position.title })}
                    pending={change.isPending}
                    onClick={() => change.mutate({ pids: [String(position.id)], operation: 'remove' }, { onError: fail, onSuccess: removed })}
                  >
                    {t('search.remove')}
                  </PendingButton>
                }
              />
            ))}
          </Stack>
        )}
        {invalidPositionIds.length > 0 && (
          <Stack gap="2" align="flex-start" borderWidth="1px" borderColor="border.warning" borderRadius="l2" p="3" role="status">
            <Text fontSize="sm">{t('search.jobCartInvalid', { count: invalidPositionIds.length })}</Text>
            <PendingButton
              size="xs"
              variant="outline"
              pending={change.isPending}
              onClick={() => change.mutate({ pids: invalidPositionIds, operation: 'remove' }, { onError: fail, onSuccess: removed })}
            >
              {t('search.removeInvalid')}
            </PendingButton>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="job-cart-heading" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as={headingTag} size="md" id="job-cart-heading" mb="3" ref={headingRef} tabIndex={-1} outline="none">
        {heading}
        {cart.data && cart.data.jobCartData.length > 0 && ` (${cart.data.jobCartData.length})`}
      </Heading>
      <Subheadings>{body}</Subheadings>
      {dialog}
    </Box>
  );
}
