import { useParams, useSearchParams } from 'react-router';
import { MenuEditor } from '../../../features/admin-menus';

/**
 * `/admin/menu/edit/:menuWeek?channel=<id>`: a channel's week. Without `channel` the week is the
 * channel's the admin is on (the server takes the request's own).
 */
export default function Screen() {
  const { menuWeek = '' } = useParams();
  const [search] = useSearchParams();
  const channel = Number(search.get('channel'));
  const channelId = Number.isInteger(channel) && channel > 0 ? channel : null;
  return <MenuEditor key={`${menuWeek}:${channelId}`} week={menuWeek} channelId={channelId} />;
}
