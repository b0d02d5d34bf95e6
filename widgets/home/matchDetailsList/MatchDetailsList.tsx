import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MatchDetailsListProps } from '../../../schemas/generated/widgets/matchDetailsList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePortal } from '../../shared/PortalContext';
import { useMatchDetails } from '../../search/data/positionDetails';
import { MatchBadge, MatchSkills } from '../../search/positionDetails/PositionExtras';
import type { PositionRef } from '../data/positionContext';
import { DEFAULT_POSITION_LIMIT, PositionFactsCard, PositionFactsList } from '../shared/PositionFactsList';

function MatchDetailsItem({ position }: { position: PositionRef }) {
  const { t } = useTranslation();
  const { user } = usePortal();
  // The job page's match details query (same cache entry): match details need a logged-in candidate.
  const query = useMatchDetails(String(position.id), user.isLoggedIn);
  return (
    <PositionFactsCard position={position} query={query} badge={(match) => <MatchBadge match={match} />}>
      {(match) =>
        match.matchedSkills.length + match.missingSkills.length === 0 ? <Text fontSize="sm">{t('home.match.noSkills')}</Text> : <MatchSkills match={match} />
      }
    </PositionFactsCard>
  );
}

/**
 * Match details as a dashboard tab: how the candidate's skills meet each position they applied to
 * (or saved): the match score or 'Strong match', the skills they have and those to add.
 */
export default function MatchDetailsList({ positions = 'applications', limit = DEFAULT_POSITION_LIMIT }: WidgetComponentProps<MatchDetailsListProps>) {
  const { t } = useTranslation();
  return (
    <PositionFactsList
      source={positions}
      limit={limit}
      label={t('home.match.label')}
      renderItem={(position) => <MatchDetailsItem key={position.id} position={position} />}
    />
  );
}
