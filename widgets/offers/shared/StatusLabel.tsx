import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { offerStatusLabel, offerStatusTone, type OfferStatusTone } from '../../../engine/offers/offerStatuses';
import { useMessageText } from '../../shared/useMessageText';

const DOT_COLOURS: Record<OfferStatusTone, string> = { action: 'orange.500', success: 'green.600', closed: 'gray.500' };

/** A status label with its coloured dot (the dot is decoration; the word carries the meaning). */
export function StatusLabel({ status }: { status: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const label = text(offerStatusLabel(status));
  return (
    <HStack gap="2" data-testid="offer-status">
      <Box aria-hidden="true" w="2.5" h="2.5" borderRadius="full" bg={DOT_COLOURS[offerStatusTone(status)]} flexShrink={0} />
      <Text fontSize="sm" fontWeight="medium">
        <Box as="span" srOnly>
          {t('offers.statusPrefix')}
        </Box>
        {label}
      </Text>
    </HStack>
  );
}
