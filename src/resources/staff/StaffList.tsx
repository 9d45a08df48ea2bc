import { Alert } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { formatBrusselsDateTime } from '../../common/dates';
import { CreateAction, ListActions } from '../../common/ListActions';
import { FROM_MD, ListPage, WIDE_ONLY } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { StateChip } from '../../common/StateChip';
import { useSearchFilters } from '../../common/searchFilter';
import type { StaffRecord } from '../../providers/staff';
import { roleLabel } from './staffModel';

const Col = DataTable.Col<StaffRecord>;

/** An instant as dd/MM/yyyy HH:mm on the club's clock, '—' for never. */
const moment = (iso: string | null) => (iso ? formatBrusselsDateTime(iso) : '—');

/**
 * Invite, unless the accounts are managed in Auth0 (`meta.managedBy` of the list): then the page
 * says so instead.
 */
const StaffListActions = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  if (meta?.managedBy === 'auth0')
    return (
      <Alert severity="info" sx={{ my: 1, width: '100%' }}>
        {translate('resources.staff.managedInAuth0')}
      </Alert>
    );
  return (
    <ListActions>
      <CreateAction />
    </ListActions>
  );
};

/**
 * The staff accounts (issue J, "Medewerkers"; `POST /Staff/list`): name, e-mail, role, last sign-in,
 * second factor on or off (from lg), active — searched on name and e-mail; a row opens the account. Below sm a
 * simple list of name, role and e-mail.
 */
export const StaffList = () => {
  const translate = useTranslate();
  const yesNo = (on: boolean) => translate(on ? 'resources.staff.states.on' : 'resources.staff.states.off');
  return (
    <ListPage<StaffRecord>
      filters={useSearchFilters()}
      actions={<StaffListActions />}
      exporter={false}
      sort={{ field: 'name', order: 'ASC' }}
      rowClick="edit"
      primaryText={(record) => record.name}
      secondaryText={(record) => roleLabel(translate, record.role)}
      tertiaryText={(record) =>
        record.isActive ? record.email : translate('resources.staff.states.disabled')
      }
    >
      <Col source="name" disableSort render={(record) => <RowLink>{record.name}</RowLink>} />
      <Col source="email" disableSort cellSx={() => ({ overflowWrap: 'anywhere' })} />
      <Col source="role" disableSort render={(record) => roleLabel(translate, record.role)} />
      <Col
        source="lastSignIn"
        disableSort
        className={FROM_MD}
        render={(record) => moment(record.lastSignIn)}
      />
      <Col
        source="secondFactor"
        disableSort
        className={WIDE_ONLY}
        render={(record) => yesNo(record.secondFactor)}
      />
      <Col
        source="isActive"
        disableSort
        render={(record) => (
          <StateChip
            on={record.isActive}
            onLabel="resources.staff.states.active"
            offLabel="resources.staff.states.disabled"
          />
        )}
      />
    </ListPage>
  );
};
