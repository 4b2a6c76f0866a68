import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export type CodeOutcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * A code and its Apply button (a discount code, a gift card). Apply stays disabled until a code
 * is typed (spec §5); the outcome shows under the field.
 *
 * The field is a native input whose label floats by CSS alone, drawn like the forms' outlined
 * fields. It is on the account page's first screen and the checkout's order summary: MUI's
 * FormControl, InputLabel and OutlinedInput there cost the account page about 150 ms of Total
 * Blocking Time at Lighthouse's phone (their modules and their hydration), for a field that needs
 * none of their state.
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
  const error = outcome?.kind === 'error';
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={outlinedField(error)}>
          <input
            id={id}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            // A blank placeholder: the label floats while the field is focused or not empty.
            placeholder=" "
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error || undefined}
            aria-describedby={outcome ? `${id}-outcome` : undefined}
          />
          <label htmlFor={id}>{label}</label>
        </Box>
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
        <Typography
          id={`${id}-outcome`}
          role={error ? 'alert' : 'status'}
          sx={{
            mt: '3px',
            fontSize: '0.75rem',
            lineHeight: 1.66,
            color: error ? 'error.main' : 'success.dark',
          }}
        >
          {outcome.text}
        </Typography>
      )}
    </Box>
  );
}

/** MUI's small outlined field (40 px, its colours, its label's size and motion), on the input. */
function outlinedField(error: boolean): SxProps<Theme> {
  const accent = error ? 'error.main' : 'primary.main';
  return {
    position: 'relative',
    flex: 1,
    minWidth: 0,
    '& input': {
      boxSizing: 'border-box',
      width: '100%',
      height: 40,
      px: '14px',
      font: 'inherit',
      fontSize: '1rem',
      color: 'text.primary',
      bgcolor: 'background.paper',
      border: 1,
      borderColor: error ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
      borderRadius: 1,
      outline: 'none',
      '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
      // A 2 px outline when focused, as the outlined fields draw it, without moving the text.
      '&:focus': {
        borderColor: accent,
        boxShadow: (theme: Theme) =>
          `inset 0 0 0 1px ${(error ? theme.palette.error : theme.palette.primary).main}`,
      },
    },
    '& label': {
      position: 'absolute',
      left: 0,
      top: 0,
      px: '4px',
      pointerEvents: 'none',
      color: error ? 'error.main' : 'text.secondary',
      lineHeight: '1.4375em',
      transformOrigin: 'top left',
      transform: 'translate(10px, 9px)',
      transition: 'transform 200ms, color 200ms',
    },
    // Floated onto the border, the label cuts it as MUI's notch does, with the paper's colour: both
    // places the field sits (the account's section, the checkout's summary) are on paper.
    '& input:focus + label, & input:not(:placeholder-shown) + label': {
      transform: 'translate(10px, -9px) scale(0.75)',
      bgcolor: 'background.paper',
    },
    '& input:focus + label': { color: accent },
  };
}
