import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { CancelFlow } from './cancel-flow';

/** Spec §9: the plan modal is at most 452 px wide. */
export const PLAN_MODAL_MAX_WIDTH = 452;

/**
 * The plan modal (spec §2, §4), loaded on first open: Dialog brings Modal, which the account
 * page does not need up front.
 */
export default function PlanModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      fullWidth
      slotProps={{
        paper: { sx: { maxWidth: PLAN_MODAL_MAX_WIDTH, m: 2, width: 'calc(100% - 32px)' } },
      }}
    >
      <DialogContent>
        <CancelFlow headingId={titleId} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
