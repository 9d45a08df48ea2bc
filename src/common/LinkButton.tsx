import InsertLink from '@mui/icons-material/InsertLink';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  ToggleButton,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useEditorUpdates } from './useEditorUpdates';

/** Schemes the server keeps on links (docs/api/activities.md "Rich text"); without one, https. */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

/** The address as typed, with `https://` in front when it names no allowed scheme. */
export const toLinkAddress = (typed: string): string => {
  const address = typed.trim();
  return address === '' || SAFE_LINK.test(address) ? address : `https://${address.replace(/^\/+/, '')}`;
};

/**
 * The editor's link button: a dialog asks the address of the selected text (or of the link under the
 * cursor); an empty address removes the link.
 */
export const LinkButton = () => {
  const editor = useEditorUpdates();
  const translate = useTranslate();
  const titleId = useId();
  const [address, setAddress] = useState<string | null>(null);
  const isLink = editor?.isActive('link') ?? false;
  const canLink = Boolean(editor?.isEditable) && (isLink || !editor?.state.selection.empty);

  const open = () => setAddress(String(editor?.getAttributes('link').href ?? ''));
  const close = () => setAddress(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = toLinkAddress(address ?? '');
    const chain = editor?.chain().focus().extendMarkRange('link');
    (href === '' ? chain?.unsetLink() : chain?.setLink({ href }))?.run();
    close();
  };

  return (
    <>
      <ToggleButton
        value="link"
        size="small"
        disabled={!canLink}
        selected={isLink}
        aria-label={translate('resources.messages.editor.link')}
        title={translate('resources.messages.editor.link')}
        onChange={open}
      >
        <InsertLink />
      </ToggleButton>
      <Dialog open={address !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={apply}>
          <DialogTitle id={titleId}>{translate('resources.messages.editor.link')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('resources.messages.editor.linkAddress')}
              helperText={translate('resources.messages.editor.linkHelp')}
              value={address ?? ''}
              onChange={(event) => setAddress(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
