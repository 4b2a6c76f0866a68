import { useParams } from 'react-router';
import { PreselectionConfirmation } from '../../features/weekly-cycle';

export default function PreselectionConfirmationRoute() {
  const { url_key: urlKey } = useParams();
  return <PreselectionConfirmation urlKey={urlKey} />;
}
