import { useParams } from 'react-router';
import { useSession } from '../../features/accounts';
import { AffiliateWeeksList, ForPartners, SelectionEditor } from '../../features/affiliates';
import type { ScreenProps } from '../router';

/**
 * /AffiliateMenu (the weeks) and /AffiliateMenu/:week_id (a week's selection), product.md
 * "Affiliates": for partners with the affiliate permission; anyone else signed in is told the
 * page is for partners (the API refuses them too).
 */
export default function AffiliateMenuRoute({ title }: ScreenProps) {
  const { week_id: week } = useParams();
  const isAffiliate = useSession((s) => s.user?.permissions.includes('affiliate') ?? false);
  if (!isAffiliate) return <ForPartners title={title} />;
  return week ? <SelectionEditor week={week} /> : <AffiliateWeeksList />;
}
