import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';

/**
 * The list's search box: the list follows what is typed after a short pause, not on every key,
 * so a name typed quickly asks the server once.
 */
export function AdminSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (Back, a link): show its search.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      size="small"
      type="search"
      // Beside the list's filters, not a full-width row of its own (the theme's default).
      fullWidth={false}
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: 260 }}
    />
  );
}
