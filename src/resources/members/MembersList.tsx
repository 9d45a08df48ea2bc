import { Chip } from '@mui/material';
import type { CSSProperties } from 'react';
import {
  BooleanInput,
  DataTable,
  NullableBooleanInput,
  type TranslateFunction,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { formatDate } from '../../common/dates';
import { ListPage, WIDE_ONLY } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { StateChip } from '../../common/StateChip';
import { searchFilter } from '../../common/searchFilter';
import type { MemberListRecord } from '../../providers/memberTypes';
import { MemberBulkEditButton } from './MemberBulkEditButton';
import { MemberListActions } from './MemberListActions';
import { MEMBERS_SORT } from './membersSort';

/**
 * Search and "show inactive"; for whoever reads the dues also this year's dues (`duesPaid`): in order
 * (paid, waived or free) or not — all members when empty.
 */
const filters = (translate: TranslateFunction, readsDues: boolean) => [
  searchFilter(translate('ra.action.search')),
  <BooleanInput
    key="showInactive"
    source="showInactive"
    label="resources.members.filters.showInactive"
    alwaysOn
  />,
  ...(readsDues
    ? [
        <NullableBooleanInput
          key="duesPaid"
          source="duesPaid"
          label={translate('resources.members.filters.duesPaid', { year: new Date().getFullYear() })}
          nullLabel="resources.members.filters.duesPaidAll"
          trueLabel="resources.members.filters.duesPaidTrue"
          falseLabel="resources.members.filters.duesPaidFalse"
          alwaysOn
          sx={{ minWidth: '10em' }}
        />,
      ]
    : []),
];

const Col = DataTable.Col<MemberListRecord>;

const mutedWhenInactive = (record: MemberListRecord) =>
  record.isActive ? {} : { bgcolor: 'action.hover', '& td': { color: 'text.disabled' } };

// Read by screen readers, not shown: the dash alone would be read as "dash".
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** Class of the neutral dash of a member who is not blocked; its colour is set once, on the list. */
const NOT_BLOCKED = 'MembersList-notBlocked';
const listSx = { [`& .${NOT_BLOCKED}`]: { color: 'text.secondary' } };

/**
 * The blocked state as a state, not as an error: a "Geblokkeerd" chip (text, not colour alone) on a
 * blocked member; on any other a neutral dash, read out as "not blocked". Most rows show the dash,
 * so it is two plain spans: no styled component per row.
 */
const BlockedChip = ({ isBlocked }: { isBlocked: boolean }) => {
  const translate = useTranslate();
  if (!isBlocked)
    return (
      <>
        <span className={NOT_BLOCKED} aria-hidden>
          —
        </span>
        <span style={visuallyHidden}>{translate('resources.members.status.notBlocked')}</span>
      </>
    );
  return <Chip size="small" color="warning" label={translate('resources.members.status.blocked')} />;
};

/**
 * The member list (issue B; spec §3 list item, §7 `POST /Members/list`): search (filter `q`), "show
 * inactive" and — for whoever reads the dues — this year's dues always on, 25 rows a page sorted by name on the server (name, tribe number, email and last
 * login sortable), a row (its name a link) opens the edit view — below sm a simple list of name, email and
 * tribe number; inactive rows are muted and carry an "inactief" chip, blocked
 * ones a "Geblokkeerd" chip. Whoever may change members ticks rows (items on a phone) and sets one field
 * on all of them ({@link MemberBulkEditButton}).
 */
export const MembersList = () => {
  const translate = useTranslate();
  const readsDues = useCanAccess({ resource: 'dues', action: 'list' }).canAccess === true;
  const mayChange = useCanAccess({ resource: 'members', action: 'write' }).canAccess === true;
  return (
    <ListPage<MemberListRecord>
      filters={filters(translate, readsDues)}
      sort={MEMBERS_SORT}
      actions={<MemberListActions />}
      rowClick="edit"
      rowSx={mutedWhenInactive}
      bulkActionButtons={mayChange ? <MemberBulkEditButton /> : false}
      sx={listSx}
      primaryText={(record) => record.name}
      secondaryText={(record) => record.email}
      tertiaryText={(record) => record.tribeNumber}
    >
      <Col source="tribeNumber" />
      <Col source="name" render={(record) => <RowLink>{record.name}</RowLink>} />
      <Col source="email" />
      <Col
        source="isBlocked"
        className={WIDE_ONLY}
        disableSort
        render={(record) => <BlockedChip isBlocked={record.isBlocked} />}
      />
      <Col
        source="isActive"
        disableSort
        render={(record) => (
          <StateChip
            on={record.isActive}
            onLabel="resources.members.status.active"
            offLabel="resources.members.status.inactive"
          />
        )}
      />
      <Col
        source="lastLogin"
        className={WIDE_ONLY}
        render={(record) => (record.lastLogin ? formatDate(record.lastLogin) : null)}
      />
    </ListPage>
  );
};
