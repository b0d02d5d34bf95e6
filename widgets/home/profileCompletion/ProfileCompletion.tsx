import { Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MissingProfileItem } from '../../../schemas/generated/api/profile';
import { formatPercent } from '../../../engine/i18n/localNumbers';
import type { ProfileCompletionProps } from '../../../schemas/generated/widgets/profileCompletion.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { ProgressBar } from '../../shared/ProgressBar';
import { useProfileAnalysis } from '../data/profileAnalysis';
import { TabDataState } from '../shared/TabDataState';
import { useHeadingTag } from '../../shared/headingLevel';

/**
 * The profile completeness score (profile_analysis) and what is still missing, most valuable first.
 * A missing item reads in the page's language by its key (home.completion.items.<key>); an item this
 * page has no words for (a newer server's) shows the API's English label.
 */
export default function ProfileCompletion({ showMissing = true, showEditLink = true }: WidgetComponentProps<ProfileCompletionProps>) {
  const { t, i18n } = useTranslation();
  const itemLabel = (item: MissingProfileItem) => {
    const key = `home.completion.items.${item.key}`;
    return i18n.exists(key) ? t(key) : item.label;
  };
  const query = useProfileAnalysis();
  const headingTag = useHeadingTag();
  return (
    <Card.Root variant="outline" data-testid="profile-completion">
      <Card.Body>
        <TabDataState query={query} isEmpty={() => false}>
          {(analysis) => {
            const percent = Math.round(analysis.completion);
            const missing = [...analysis.missing].sort((a, b) => b.weight - a.weight);
            return (
              <Stack gap="3">
                <Text as={headingTag} fontWeight="semibold" fontSize="lg">
                  {t('home.completion.title')}
                </Text>
                <HStack gap="3">
                  <ProgressBar label={t('home.completion.title')} value={percent} flex="1" height="2.5" colorPalette="brand" />
                  <Text fontSize="sm">{t('home.completion.percent', { percent: formatPercent(percent, i18n.language) })}</Text>
                </HStack>
                {showMissing && missing.length > 0 && (
                  <Stack gap="1">
                    <Text fontSize="sm" fontWeight="medium">
                      {t('home.completion.missing')}
                    </Text>
                    <List.Root ps="5" fontSize="sm" color="fg.muted">
                      {missing.map((item) => (
                        <List.Item key={item.key}>{itemLabel(item)}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                )}
                {showMissing && missing.length === 0 && <Text fontSize="sm">{t('home.completion.complete')}</Text>}
                {showEditLink && (
                  // In a narrow column (a tablet's side column) the label wraps inside the button instead of overflowing it.
                  <Button
                    asChild
                    size="sm"
                    variant="outline"
                    data-portico-button="nav"

                    alignSelf="start"
                    maxW="full"
                    whiteSpace="normal"
                    h="auto"
                    minH="9"
                    py="1.5"
                  >
                    <PorticoLink href="/careers/profile">{missing.length === 0 ? t('home.completion.view') : t('home.completion.edit')}</PorticoLink>
                  </Button>
                )}
              </Stack>
            );
          }}
        </TabDataState>
      </Card.Body>
    </Card.Root>
  );
}
