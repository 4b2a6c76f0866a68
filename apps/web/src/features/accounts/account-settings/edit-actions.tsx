import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAccountPage, type EditableSection } from './account-page-store';

/**
 * A section form's Save and Cancel (spec §2): Cancel closes the form; while Save runs, both wait
 * (the request may still change the account).
 */
export function EditActions({ section, pending }: { section: EditableSection; pending: boolean }) {
  const setEditing = useAccountPage((s) => s.setEditing);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}>
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
      <Button
        type="button"
        variant="text"
        size="large"
        disabled={pending}
        onClick={() => setEditing(section, false)}
      >
        Cancel
      </Button>
    </Box>
  );
}
