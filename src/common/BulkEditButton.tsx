import EditIcon from '@mui/icons-material/Edit';
import { Suspense, useState } from 'react';
import { Button } from 'react-admin';
import type { LazyScreen } from './lazyScreen';

/** What a bulk edit's dialog (a BulkEditDialog with its inputs) is given. */
export interface BulkEditDialogControl {
  open: boolean;
  onClose: () => void;
}

/**
 * "Wijzigen" among a list's bulk actions (issue L item 2): the button, and `Dialog` once it has been
 * pressed — a {@link LazyScreen}, so the dialog's form, inputs and their data (e.g. the kinds of
 * membership) come with the first press, not with the list (issue M: the list's first load). Kept
 * mounted after closing, so it closes with its transition and opens again at once.
 */
export const BulkEditButton = ({ Dialog }: { Dialog: LazyScreen<BulkEditDialogControl> }) => {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  return (
    <>
      <Button
        label="app.bulkEdit.open"
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        <EditIcon />
      </Button>
      {pressed ? (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
