import TextField from '@mui/material/TextField';
import { AdminFilter, useAdminChannels, weekOf } from '../../admin';
import { type ReportRange } from '../report-range';

/**
 * A report's weeks and channel, above it: two week fields (any day picks its week's Monday) and
 * the channel. What is wrong with the weeks is said under the field it concerns.
 */
export function ReportRangeFilter({
  range,
  problems,
  onChange,
}: {
  range: ReportRange;
  problems: Partial<Record<'from' | 'to', string>>;
  onChange: (change: Partial<ReportRange>) => void;
}) {
  const channels = useAdminChannels();
  const week = (field: 'from' | 'to', label: string) => (
    <TextField
      size="small"
      type="date"
      fullWidth={false}
      label={label}
      value={range[field]}
      onChange={(event) => {
        const chosen = weekOf(event.target.value);
        if (chosen) onChange({ [field]: chosen });
      }}
      error={Boolean(problems[field])}
      helperText={problems[field]}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ maxWidth: 220 }}
    />
  );
  return (
    <>
      {week('from', 'From week (Monday)')}
      {week('to', 'To week (Monday)')}
      <AdminFilter
        label="Channel"
        value={range.channel}
        allLabel="All channels"
        options={(channels.data?.channels ?? []).map((c) => ({
          value: String(c.id),
          label: c.name,
        }))}
        onChange={(channel) => onChange({ channel })}
      />
    </>
  );
}
