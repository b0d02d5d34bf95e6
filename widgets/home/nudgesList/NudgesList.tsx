import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NudgesListProps } from '../../../schemas/generated/widgets/nudgesList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { useNudges } from '../data/nudges';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { TabDataState } from '../shared/TabDataState';

/** What the candidate could do next (finish a draft, prepare for an interview, complete the profile). */
export default function NudgesList(_props: WidgetComponentProps<NudgesListProps>) {
  const { t } = useTranslation();
  const query = useNudges();
  return (
    <TabDataState query={query} isEmpty={(nudges) => nudges.length === 0}>
      {(nudges) => (
        <ItemList label={t('home.nudges.label')}>
          {nudges.map((nudge) => (
            <ItemCard
              key={nudge.id}
              heading={nudge.title}
              info={nudge.message}
              actions={
                <Button asChild size="sm" variant="outline" data-portico-button="go">
                  <PorticoLink href={nudge.actionUrl} aria-label={`${t('home.nudges.go')}: ${nudge.title}`}>
                    {t('home.nudges.go')}
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
