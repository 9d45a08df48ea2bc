import { Alert, Typography } from '@mui/material';
import { ListButton, useTranslate } from 'react-admin';
import { EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { StateChip } from '../../common/StateChip';
import type { StaffRecord } from '../../providers/staff';
import { ActiveToggleButton, NewLinkButton, RemoveStaffButton } from './StaffActions';
import { StaffInputs } from './StaffInputs';
import { toStaffFormValues, toUpdatePayload } from './staffModel';

const actions = (
  <PageActions>
    <ListButton />
    <NewLinkButton />
    <ActiveToggleButton />
    <RemoveStaffButton />
  </PageActions>
);

/** The account's e-mail and, when it has no password yet, that it waits for its link. */
const AccountFacts = ({ account }: { account: StaffRecord }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography sx={{ mt: 1 }}>
        {translate('resources.staff.fields.email')}: {account.email}
      </Typography>
      {!account.hasPassword && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('resources.staff.noPasswordYet')}
        </Alert>
      )}
    </>
  );
};

/**
 * Edit a staff account (`GET /Staff/{id}`, `PUT /Staff/{id}` with name and role); its actions: a new
 * set-password link, disable or enable, remove — each refused for the last active beheerder, which
 * the page says. The e-mail is shown, not changed.
 */
export const StaffEdit = () => (
  <EditPage<StaffRecord, ReturnType<typeof toStaffFormValues>>
    toValues={toStaffFormValues}
    toPayload={toUpdatePayload}
    actions={actions}
    besideHeading={(account) => (
      <StateChip
        on={account.isActive}
        onLabel="resources.staff.states.active"
        offLabel="resources.staff.states.disabled"
      />
    )}
    beforeForm={(account) => <AccountFacts account={account} />}
  >
    <StaffInputs withEmail={false} />
  </EditPage>
);
