import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Nudge } from '../../../schemas/generated/api/dashboard';
import type { NudgesListProps } from '../../../schemas/generated/widgets/nudgesList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { useNudges } from '../data/nudges';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { TabDataState } from '../shared/TabDataState';

/**
 * What the candidate could do next (finish a draft, prepare for an interview, complete the profile).
 * A nudge reads in the page's language by its keys (titleKey, messageKey with messageParams, count as
 * the plural's number); a key this page has no words for (a newer server's) shows the API's English.
 */
export default function NudgesList(_props: WidgetComponentProps<NudgesListProps>) {
  const { t, i18n } = useTranslation();
  const query = useNudges();
  const title = (nudge: Nudge) => (nudge.titleKey && i18n.exists(nudge.titleKey) ? t(nudge.titleKey) : nudge.title);
  const text = (nudge: Nudge) => {
    const { count, ...params } = nudge.messageParams ?? {};
    // A plural key exists only with its count (interviewInDays_one, _other…).
    const options: Record<string, string | number> = count === undefined ? params : { ...params, count: Number(count) };
    return nudge.messageKey && i18n.exists(nudge.messageKey, options) ? t(nudge.messageKey, options) : nudge.message;
  };
  return (
    <TabDataState query={query} isEmpty={(nudges) => nudges.length === 0}>
      {(nudges) => (
        <ItemList label={t('home.nudges.label')}>
          {nudges.map((nudge) => (
            <ItemCard
              key={nudge.id}
              heading={title(nudge)}
              info={text(nudge)}
              actions={
                <Button asChild size="sm" variant="outline" data-portico-button="go">
                  {/* "Go" alone says nothing out of context (WCAG 2.4.4, Lighthouse's link text): the link's text names the nudge. */}
                  <PorticoLink href={nudge.actionUrl}>
                    {t('home.nudges.go')}
                    <VisuallyHidden>: {title(nudge)}</VisuallyHidden>
                  </PorticoLink>
                </Button>
              }
            />
          ))}
        </ItemList>
      )}
    </TabDataState>
  );
}
