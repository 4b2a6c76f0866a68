import { Suspense, useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Skeleton } from '../../../components/placeholder';
import { useAccountPage, type EditableSection } from './account-page-store';

/**
 * One card of the account page (ui.md: a view mode and an Edit button). Edit swaps the view for
 * the form, whose code loads on the first Edit (`form` is a lazy component); the form's Cancel
 * (or a save) brings the view back. The keyboard's focus follows (WCAG 2.4.3): Edit puts it in the
 * form's first field, and closing the form puts it back on Edit, where the button that had it
 * went away with the form.
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
  const editButton = useRef<HTMLButtonElement>(null);
  const openedByEditRef = useRef(false);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // Only when the focus went with the form: a form closed while the customer is elsewhere on
    // the page leaves the focus where it is.
    if (wasEditing.current && !editing && focusIsLost()) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <SectionCard
      title={title}
      ref={ref}
      action={
        !editing && (
          <Button
            ref={editButton}
            variant="outlined"
            size="small"
            onClick={() => {
              openedByEditRef.current = true;
              setEditing(section, true);
            }}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <Suspense fallback={<FormLoading />}>
          <FirstFieldFocused openedByEditRef={openedByEditRef}>{form}</FirstFieldFocused>
        </Suspense>
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

/** The focus is nowhere: its element was removed, or disabled while it had it (a Save running). */
const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Focuses the form's first field once it is drawn (its code may load first), when the Edit button
 * that opened it took the focus with it; a form the page opens (the payment form of
 * /account-settings/change_payment_method) leaves the focus alone.
 */
function FirstFieldFocused({
  openedByEditRef,
  children,
}: {
  openedByEditRef: RefObject<boolean>;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const byEdit = openedByEditRef.current;
    openedByEditRef.current = false;
    if (!byEdit || !focusIsLost()) return;
    box.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [openedByEditRef]);
  // No box of its own in the card's layout: the form stays the card's grid item.
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {children}
    </div>
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
