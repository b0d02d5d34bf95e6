import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { startOfPage } from '../../../engine/search/searchTransitions';

export interface PaginationProps {
  start: number;
  pageSize: number;
  count: number;
  onPage: (start: number) => void;
}

/** Pages of at most 7 numbers around the current one, with previous and next. */
export function pageWindow(current: number, total: number, size = 7): number[] {
  const half = Math.floor(size / 2);
  const first = Math.max(1, Math.min(current - half, total - size + 1));
  const last = Math.min(total, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export function Pagination({ start, pageSize, count, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  const current = Math.floor(start / pageSize) + 1;
  return (
    <HStack as="nav" aria-label={t('search.pagination')} gap="1" wrap="wrap" justify="center">
      <Button size="sm" variant="outline" disabled={current <= 1} onClick={() => onPage(startOfPage(current - 1, pageSize))}>
        {t('search.previousPage')}
      </Button>
      {pageWindow(current, total).map((page) => (
        <Button
          key={page}
          size="sm"
          variant={page === current ? 'solid' : 'ghost'}
          aria-current={page === current ? 'page' : undefined}
          aria-label={t('search.pageNumber', { page })}
          onClick={() => onPage(startOfPage(page, pageSize))}
        >
          {page}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={current >= total} onClick={() => onPage(startOfPage(current + 1, pageSize))}>
        {t('search.nextPage')}
      </Button>
      <Text srOnly>{t('search.pageOf', { page: current, total })}</Text>
    </HStack>
  );
}
