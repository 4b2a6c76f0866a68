import TextField from '@mui/material/TextField';
import { weekOf, ChannelFilter } from '../../admin';
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
      <ChannelFilter
        value={range.channel}
        allLabel="All channels"
        onChange={(channel) => onChange({ channel })}
      />
    </>
  );
}
