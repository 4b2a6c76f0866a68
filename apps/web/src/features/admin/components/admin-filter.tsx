import TextField from '@mui/material/TextField';

/**
 * A filter above an admin list: a labelled native select (quick by keyboard, and spoken as a
 * plain combobox); its first choice is `allLabel` with no value, so clearing it lifts the filter.
 */
export function AdminFilter({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  allLabel?: string | null;
}) {
  return (
    <TextField
      select
      // Filters sit side by side above the list, not one full-width row each (the theme's default).
      fullWidth={false}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      {allLabel !== null && <option value="">{allLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
