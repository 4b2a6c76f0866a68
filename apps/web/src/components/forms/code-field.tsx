import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export type CodeOutcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * A code and its Apply button (a discount code, a gift card). Apply stays disabled until a code
 * is typed (spec §5); the outcome shows under the field.
 */
export function CodeField({
  label,
  onApply,
  pending,
  outcome,
}: {
  label: string;
  onApply: (code: string) => Promise<boolean>;
  pending: boolean;
  outcome: CodeOutcome;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onApply(code.trim())) setCode('');
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormControl fullWidth size="small" error={outcome?.kind === 'error'} variant="outlined">
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <OutlinedInput
            id={id}
            label={label}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            inputProps={{ autoCapitalize: 'characters', spellCheck: false }}
            aria-describedby={outcome ? `${id}-outcome` : undefined}
          />
        </FormControl>
        <Button
          type="submit"
          variant="outlined"
          disabled={code.trim() === '' || pending}
          sx={{ flex: 'none', minHeight: 40 }}
        >
          Apply
        </Button>
      </Box>
      {outcome && (
        <FormHelperText
          id={`${id}-outcome`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          error={outcome.kind === 'error'}
          sx={{ mx: 0, ...(outcome.kind === 'success' ? { color: 'success.dark' } : {}) }}
        >
          {outcome.text}
        </FormHelperText>
      )}
    </Box>
  );
}
