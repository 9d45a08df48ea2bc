import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import {
  Form,
  type Identifier,
  type TranslateFunction,
  useGetResourceLabel,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { focusPageHeadingIfLost } from './focusPageHeading';

/** What a bulk edit sets: the `data` of `updateMany` and the change as the question names it. */
export interface BulkChange {
  data: Record<string, unknown>;
  /** "Revue → Ja": the field and its new value, in the interface language. */
  change: string;
}

/** From the dialog's form values: the change, or undefined while the form does not name one. */
export type BulkChangeOf = (values: FieldValues, translate: TranslateFunction) => BulkChange | undefined;

export interface BulkEditDialogProps {
  /** The dialog's inputs (react-admin inputs, in the dialog's own form). */
  children: ReactNode;
  changeOf: BulkChangeOf;
  /** The notification after it, a translation key given `smart_count`. */
  successMessage: string;
  open: boolean;
  onClose: () => void;
}

const noSelection: Identifier[] = [];

/**
 * The question naming the count and the change ("5 leden wijzigen: Revue → Ja?"), and the buttons;
 * "Wijzigen" stays disabled until the form names a change.
 */
const Confirmation = ({
  count,
  changeOf,
  onClose,
}: {
  count: number;
  changeOf: BulkChangeOf;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  const change = changeOf(useWatch(), translate);
  const name = resource ? getResourceLabel(resource, count).toLocaleLowerCase() : '';
  return (
    <>
      <DialogContentText role="status" sx={{ px: 3 }}>
        {change ? translate('app.bulkEdit.question', { count, name, change: change.change }) : null}
      </DialogContentText>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton type="submit" variant="contained" disabled={!change}>
          {translate('app.bulkEdit.confirm')}
        </MuiButton>
      </DialogActions>
    </>
  );
};

/**
 * The dialog of "Wijzigen" among a list's bulk actions (issue L item 2; opened by BulkEditButton): it
 * sets one field on every ticked record — its inputs are the children, `changeOf` reads them — and
 * asks for confirmation naming the count; then react-admin's undoable `updateMany`: the list changes
 * at once, the notification offers "Ongedaan maken", and the call goes only when it closes (as
 * react-admin's demo BulkAcceptButton).
 */
export const BulkEditDialog = ({
  children,
  changeOf,
  successMessage,
  open,
  onClose,
}: BulkEditDialogProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { selectedIds = noSelection } = useListContext();
  const notify = useNotify();
  const unselectAll = useUnselectAll(resource);
  const [updateMany] = useUpdateMany();
  const titleId = useId();
  const count = selectedIds.length;
  const submit = (values: FieldValues) => {
    const change = changeOf(values, translate);
    if (!change) return;
    onClose();
    updateMany(
      resource,
      { ids: selectedIds, data: change.data },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify(successMessage, { type: 'info', undoable: true, messageArgs: { smart_count: count } });
          unselectAll();
        },
        onError: () => notify('app.errors.unexpected', { type: 'error' }),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: focusPageHeadingIfLost } }}
    >
      <DialogTitle id={titleId}>{translate('app.bulkEdit.title')}</DialogTitle>
      <Form onSubmit={submit}>
        <DialogContent sx={{ pb: 0 }}>{children}</DialogContent>
        <Confirmation count={count} changeOf={changeOf} onClose={onClose} />
      </Form>
    </Dialog>
  );
};
