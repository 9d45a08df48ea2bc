import MergeIcon from '@mui/icons-material/MergeType';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useId, useState } from 'react';
import { Button, Form, SaveButton, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MemberSearchItem } from '../../../server/src/schemas/members';
import { MemberPicker } from '../../common/MemberPicker';
import type { MemberRecord } from '../../providers/memberTypes';

/**
 * "Samenvoegen met…" on a member's page: a dialog to pick the other member (MemberPicker), then the
 * merge screen with this member kept and the picked one merged into them. Hidden for whoever may not
 * change members.
 */
export const MergeWithButton = () => {
  const record = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'members', action: 'write' });
  if (!record || !canAccess) return null;
  const submit = (values: { member?: MemberSearchItem | null }) => {
    if (!values.member) return;
    navigate(`/members/merge?keep=${record.id}&merge=${values.member.id}`);
  };
  return (
    <>
      <Button label="resources.members.merge.with" onClick={() => setOpen(true)}>
        <MergeIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <Form onSubmit={submit} record={{ member: null }}>
          <DialogTitle id={titleId}>
            {translate('resources.members.merge.with_title', { name: record.name })}
          </DialogTitle>
          <DialogContent>
            <MemberPicker />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <SaveButton label="resources.members.merge.next" icon={<MergeIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
