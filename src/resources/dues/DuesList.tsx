import MailIcon from '@mui/icons-material/ForwardToInbox';
import RemindersIcon from '@mui/icons-material/NotificationImportant';
import PlayIcon from '@mui/icons-material/PlaylistAdd';
import SettingsIcon from '@mui/icons-material/Settings';
import { useState } from 'react';
import {
  BooleanInput,
  DataTable,
  SelectInput,
  type TranslateFunction,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DUES_STATES } from '../../../server/src/schemas/constants';
import type { DuesItem } from '../../../server/src/schemas/dues';
import { formatCalendarDate } from '../../common/dates';
import { ListAction, ListActions } from '../../common/ListActions';
import { FROM_MD, ListPage, WIDE_ONLY } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { searchFilter } from '../../common/searchFilter';
import { formatEuro } from '../orders/orderModel';
import { DuesStatusChip } from './DuesStatusChip';
import { yearChoices } from './duesModel';
import { YearLettersButton } from './LetterButtons';
import { MailDuesDialog } from './MailDuesDialog';
import { RunDuesDialog } from './RunDuesDialog';
import { StatementActions } from './statements/StatementActions';
import { TotalsBar } from './TotalsBar';

const filters = (translate: TranslateFunction, thisYear: number) => [
  searchFilter(translate('ra.action.search'), '12em'),
  <SelectInput
    key="year"
    source="year"
    label="resources.dues.fields.year"
    choices={yearChoices(thisYear)}
    translateChoice={false}
    emptyText="resources.dues.filters.allYears"
    alwaysOn
    sx={{ minWidth: '9em' }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.dues.fields.status"
    choices={DUES_STATES.map((state) => ({ id: state, name: translate(`resources.dues.states.${state}`) }))}
    translateChoice={false}
    emptyText="resources.dues.filters.allStates"
    alwaysOn
    sx={{ minWidth: '11em' }}
  />,
  <BooleanInput key="overdue" source="overdue" label="resources.dues.filters.overdue" alwaysOn />,
];

/** The list of every overdue request, of any year: the reminders to send. */
const REMINDERS_PATH = `/dues?${new URLSearchParams({ filter: JSON.stringify({ overdue: true }) })}`;

/**
 * "Lidgeld aanvragen" and "Mailen" (whoever may change the dues), "Herinneringen" (the overdue
 * requests) and the settings (whoever may read them, read-only).
 */
const actions = (openRun: () => void, openMail: () => void) => (
  <ListActions>
    <ListAction action="run" label="resources.dues.run.label" icon={<PlayIcon />} onClick={openRun} />
    <ListAction action="mail" label="resources.dues.mail.label" icon={<MailIcon />} onClick={openMail} />
    <ListAction action="list" label="resources.dues.reminders" icon={<RemindersIcon />} to={REMINDERS_PATH} />
    <ListAction
      action="edit"
      label="resources.dues.settings.label"
      icon={<SettingsIcon />}
      to="/dues/settings"
    />
    <YearLettersButton />
    <StatementActions />
  </ListActions>
);

const Col = DataTable.Col<DuesItem>;

/** Text that must stay on one line (an amount, a communication, a date). */
const oneLine = { whiteSpace: 'nowrap' } as const;

/**
 * The payment requests ("Lidgeld"; `POST /Dues/list` through the `dues` resource), this year's at
 * first: filtered by year, state and overdue and searched (name, stam number, communication), 25 a
 * page newest year first then by name, as the server orders; above the rows the totals of the filter
 * over every page. Each row its addressee (a link to the request), stam number, year, amount, paid,
 * state as a chip, structured communication and due date (dd/MM/yyyy); amounts in euro as the
 * language writes them. From sm to md only addressee, amounts and state; below sm a simple list.
 * Actions: the dues run and mailing them (write), the overdue requests ("Herinneringen") and the
 * settings.
 */
export const DuesList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [running, setRunning] = useState(false);
  const [mailing, setMailing] = useState(false);
  const thisYear = new Date().getFullYear();
  const euro = (cents: number) => formatEuro(cents, locale);
  return (
    <>
      <ListPage<DuesItem>
        filters={filters(translate, thisYear)}
        filterDefaultValues={{ year: thisYear }}
        actions={actions(
          () => setRunning(true),
          () => setMailing(true),
        )}
        exporter={false}
        notice={<TotalsBar />}
        rowClick="show"
        primaryText={(record) => record.name}
        secondaryText={(record) =>
          `${record.tribeNumber} · ${record.year} · ${record.structuredCommunication}`
        }
        tertiaryText={(record) => (
          <>
            {euro(record.paid)} / {euro(record.amount)} <DuesStatusChip status={record.status} />
          </>
        )}
      >
        <Col source="name" disableSort render={(record) => <RowLink>{record.name}</RowLink>} />
        <Col source="tribeNumber" className={FROM_MD} disableSort />
        <Col source="year" className={FROM_MD} disableSort />
        <Col
          source="amount"
          disableSort
          align="right"
          render={(record) => <span style={oneLine}>{euro(record.amount)}</span>}
        />
        <Col
          source="paid"
          disableSort
          align="right"
          render={(record) => <span style={oneLine}>{euro(record.paid)}</span>}
        />
        <Col source="status" disableSort render={(record) => <DuesStatusChip status={record.status} />} />
        <Col
          source="structuredCommunication"
          className={FROM_MD}
          disableSort
          render={(record) => <span style={oneLine}>{record.structuredCommunication}</span>}
        />
        <Col
          source="dueDate"
          className={WIDE_ONLY}
          disableSort
          render={(record) => <span style={oneLine}>{formatCalendarDate(record.dueDate)}</span>}
        />
      </ListPage>
      <RunDuesDialog open={running} onClose={() => setRunning(false)} />
      <MailDuesDialog open={mailing} onClose={() => setMailing(false)} />
    </>
  );
};
