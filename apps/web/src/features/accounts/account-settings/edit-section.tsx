import { Suspense, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Skeleton } from '../../../components/placeholder';
import { useAccountPage, type EditableSection } from './account-page-store';

/**
 * One card of the account page (ui.md: a view mode and an Edit button). Edit swaps the view for
 * the form, whose code loads on the first Edit (`form` is a lazy component); the form's Cancel
 * (or a save) brings the view back.
 */
export function EditSection({
  section,
  title,
  view,
  form,
  ref,
}: {
  section: EditableSection;
  title: string;
  view: ReactNode;
  form: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  const editing = useAccountPage((s) => s.editing[section]);
  const setEditing = useAccountPage((s) => s.setEditing);
  return (
    <SectionCard
      title={title}
      ref={ref}
      action={
        !editing && (
          <Button
            variant="outlined"
            size="small"
            onClick={() => setEditing(section, true)}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <Suspense fallback={<FormLoading />}>{form}</Suspense>
      ) : (
        <Box sx={{ display: 'grid', gap: 0.5 }}>{view}</Box>
      )}
    </SectionCard>
  );
}

/** A titled card of the account page; `action` sits at the heading's end. */
export function SectionCard({
  title,
  action,
  children,
  ref,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      ref={ref}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
        <Typography variant="h2" sx={{ fontSize: 20, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function FormLoading() {
  return (
    <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={56} />
    </Box>
  );
}
