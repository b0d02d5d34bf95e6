import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReferralsListProps } from '../../../schemas/generated/widgets/referralsList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { useReferrals } from '../data/referrals';
import { formatDate } from '../../shared/formatDate';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { StatusBadge } from '../shared/StatusBadge';
import { TabDataState } from '../shared/TabDataState';

/** Referrals to the candidate. With the referral gate, only those for positions the candidate applied to (the server filters). */
export default function ReferralsList(_props: WidgetComponentProps<ReferralsListProps>) {
  const { t, i18n } = useTranslation();
  const query = useReferrals();
  return (
    <TabDataState query={query} isEmpty={(data) => data.referrals.length === 0}>
      {(data) => (
        <>
          {data.gated && (
            <Text fontSize="sm" color="fg.muted" mb="3">
              {t('home.referrals.gated')}
            </Text>
          )}
          <ItemList label={t('home.referrals.label')}>
            {data.referrals.map((referral) => (
              <ItemCard
                key={referral.id}
                heading={
                  <PorticoLink href={`/careers/job/${referral.position_id}`} color="inherit">
                    {referral.position_title}
                  </PorticoLink>
                }
                badge={<StatusBadge status={referral.application_status ?? referral.status} />}
                info={
                  <>
                    <Text>{referral.location}</Text>
                    <Text>{t('home.referrals.referredBy', { name: referral.referrer_name, date: formatDate(referral.created_at, i18n.language) })}</Text>
                  </>
                }
              />
            ))}
          </ItemList>
        </>
      )}
    </TabDataState>
  );
}
