import { useAdminChannels } from '../api/get-admin-channels';
import { AdminFilter } from './admin-filter';

/** The store's channels as a filter above a list, report or table ('' for every channel). */
export function ChannelFilter({
  value,
  onChange,
  allLabel,
}: {
  value: string;
  onChange: (channel: string) => void;
  /** The choice of every channel, `All` unless named. */
  allLabel?: string;
}) {
  const channels = useAdminChannels();
  return (
    <AdminFilter
      label="Channel"
      value={value}
      allLabel={allLabel}
      options={(channels.data?.channels ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      onChange={onChange}
    />
  );
}
