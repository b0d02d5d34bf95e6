import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Status values the demo backend uses, with their English labels in home.json; others are shown humanized. */
const STATUS_KEYS: Record<string, string> = {
  submitted: 'home.status.submitted',
  in_review: 'home.status.in_review',
  interviewing: 'home.status.interviewing',
  offered: 'home.status.offered',
  rejected: 'home.status.rejected',
  withdrawn: 'home.status.withdrawn',
  hired: 'home.status.hired',
  scheduled: 'home.status.scheduled',
  completed: 'home.status.completed',
  canceled: 'home.status.canceled',
  viewed: 'home.status.viewed',
};

const PALETTES: Record<string, string> = { offered: 'green', hired: 'green', rejected: 'red', withdrawn: 'gray', canceled: 'gray', interviewing: 'purple' };

export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const key = STATUS_KEYS[status];
  return (
    <Badge colorPalette={PALETTES[status] ?? 'blue'} variant="subtle">
      {key ? t(key) : humanize(status)}
    </Badge>
  );
}
