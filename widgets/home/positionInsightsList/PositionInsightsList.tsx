import { useTranslation } from 'react-i18next';
import type { PositionInsightsListProps } from '../../../schemas/generated/widgets/positionInsightsList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePositionInsights } from '../../search/data/positionDetails';
import { InsightFacts } from '../../search/positionDetails/PositionExtras';
import type { PositionRef } from '../data/positionContext';
import { DEFAULT_POSITION_LIMIT, PositionFactsCard, PositionFactsList } from '../shared/PositionFactsList';

function InsightsItem({ position }: { position: PositionRef }) {
  // The job page's insights query (same cache entry).
  const query = usePositionInsights(String(position.id), true);
  return (
    <PositionFactsCard position={position} query={query}>
      {(insights) => <InsightFacts insights={insights} />}
    </PositionFactsCard>
  );
}

/**
 * Position insights as a dashboard tab: for each position the candidate applied to (or saved), its
 * applicants, saves, similar open jobs and days since posted.
 */
export default function PositionInsightsList({ positions = 'applications', limit = DEFAULT_POSITION_LIMIT }: WidgetComponentProps<PositionInsightsListProps>) {
  const { t } = useTranslation();
  return (
    <PositionFactsList
      source={positions}
      limit={limit}
      label={t('home.insights.label')}
      renderItem={(position) => <InsightsItem key={position.id} position={position} />}
    />
  );
}
