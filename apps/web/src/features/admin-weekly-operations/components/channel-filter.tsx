import { AdminFilter, useAdminChannels } from '../../admin';

/** The store's channels as a filter above a list or table ('' for every channel). */
export function ChannelFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (channel: string) => void;
}) {
  const channels = useAdminChannels();
  return (
    <AdminFilter
      label="Channel"
      value={value}
      options={(channels.data?.channels ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      onChange={onChange}
    />
  );
}
