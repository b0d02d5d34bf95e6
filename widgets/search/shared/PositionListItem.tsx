import { Box, Flex, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { jobLink } from '../../../engine/search/jobLinks';
import type { PositionSummary } from '../../../schemas/generated/api/search';

/** A compact job row (job cart, saved jobs): title linking to the job page, where, and actions. */
export function PositionListItem({
  position,
  searchStr,
  actions,
  note,
}: {
  position: PositionSummary;
  searchStr: string;
  actions?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Flex as="li" gap="3" align="center" justify="space-between" borderWidth="1px" borderRadius="l2" p="3" wrap="wrap">
      <Box minW="0">
        <Link href={jobLink(position.id, position.title, searchStr)} fontWeight="semibold">
          {position.title}
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {position.department} · {position.location}
        </Text>
        {note}
      </Box>
      {actions && <Flex gap="2">{actions}</Flex>}
    </Flex>
  );
}
