import { Box, Typography } from '@mui/material';
import { createContext, useContext, useMemo, useRef } from 'react';
import {
  DataTable,
  Link,
  SelectInput,
  type TranslateFunction,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { HISTORY_RESOURCES } from '../../../server/src/schemas/constants';
import type { HistoryEntry } from '../../../server/src/schemas/history';
import { DateInput } from '../../common/DateInputs';
import { formatBrusselsDateTime } from '../../common/dates';
import { ListPage, WIDE_ONLY } from '../../common/ListPage';
import { ChangeList } from '../../history/ChangeList';
import {
  actionKey,
  actorName,
  deletedRecords,
  entryPath,
  kindLabel,
  recordName,
} from '../../history/historyModel';

/** Changes a row shows at most; the record's own history has them all. */
const ROW_CHANGES = 3;

/** The people seen in the entries loaded so far on this page, by `sub` (the person filter's choices). */
const SeenActorsContext = createContext<Map<string, string>>(new Map());

/**
 * The person filter (`actor`, a `sub`): there is no list of staff, so it offers the people of the
 * entries loaded since the page opened (and the one chosen), by email.
 */
const ActorInput = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const seen = useContext(SeenActorsContext);
  const { data, filterValues } = useListContext<HistoryEntry>();
  for (const entry of data ?? []) seen.set(entry.actor.sub, actorName(entry));
  const chosen = filterValues?.actor;
  if (typeof chosen === 'string' && chosen !== '' && !seen.has(chosen)) seen.set(chosen, chosen);
  const choices = [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      translateChoice={false}
      emptyText="resources.history.filters.everyone"
      sx={{ minWidth: '14em' }}
    />
  );
};

const filters = (translate: TranslateFunction) => [
  <ActorInput key="actor" source="actor" label="resources.history.fields.actor" alwaysOn />,
  <SelectInput
    key="resource"
    source="resource"
    label="resources.history.fields.resource"
    choices={HISTORY_RESOURCES.map((resource) => ({ id: resource, name: kindLabel(translate, resource, 2) }))}
    translateChoice={false}
    emptyText="resources.history.filters.all_kinds"
    alwaysOn
    sx={{ minWidth: '12em' }}
  />,
  <DateInput key="from" source="from" label="resources.history.filters.from" alwaysOn width="13.5em" />,
  <DateInput key="to" source="to" label="resources.history.filters.to" alwaysOn width="13.5em" />,
];

/** The records shown deleted on this page (a delete entry among its rows). */
const useDeletedOnPage = () => {
  const { data } = useListContext<HistoryEntry>();
  return useMemo(() => deletedRecords(data ?? []), [data]);
};

/**
 * The record of an entry by its name ("Jan Maes (KX27)"; "Lid 12" when nothing names it) and its
 * kind of record (below it, or — `inline` — after it): a link to its page while it exists — not for a deletion, a record deleted on this
 * page, or a notification (which has no page).
 */
const RecordLink = ({ entry, inline }: { entry: HistoryEntry; inline?: boolean }) => {
  const translate = useTranslate();
  const deleted = useDeletedOnPage();
  const text = recordName(translate, entry);
  const path = entryPath(entry, deleted);
  return (
    <>
      {path ? (
        <Link to={path} sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Link>
      ) : (
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Box>
      )}
      {entry.name !== null &&
        (inline ? (
          ` · ${kindLabel(translate, entry.resource)}`
        ) : (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
            {kindLabel(translate, entry.resource)}
          </Box>
        ))}
    </>
  );
};

/** An entry's record and action below sm, where the table gives way to a list. */
const NarrowEntry = () => {
  const entry = useRecordContext<HistoryEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <>
      <RecordLink entry={entry} inline /> · {translate(actionKey(entry.action), { _: entry.action })}
    </>
  );
};

const Col = DataTable.Col<HistoryEntry>;

/** A row with many changes is tall: its other cells stay at the top, beside the first change. */
const topAligned = () => ({ '& td': { verticalAlign: 'top' } });

/**
 * The club's history (issue I1; `GET /History` through the `history` resource), reached from the
 * dashboard: every change, newest first, 25 a page; filtered by person, kind of record and days
 * (Brussels, both inclusive). Each row: when (dd/MM/yyyy HH:mm, Brussels), who, which record (a link
 * while it exists), the action and the first changes (old → new). Below sm a list of the same.
 */
export const HistoryList = () => {
  const translate = useTranslate();
  const seen = useRef(new Map<string, string>());
  return (
    <SeenActorsContext.Provider value={seen.current}>
      <ListPage<HistoryEntry>
        intro={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.history.intro')}
          </Typography>
        }
        filters={filters(translate)}
        sort={{ field: 'at', order: 'DESC' }}
        actions={false}
        exporter={false}
        rowClick={false}
        rowSx={topAligned}
        primaryText={() => <NarrowEntry />}
        secondaryText={(entry) => (
          <>
            <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {formatBrusselsDateTime(entry.at)} · {actorName(entry)}
            </Box>
            <ChangeList entry={entry} max={ROW_CHANGES} lines />
          </>
        )}
      >
        <Col
          source="at"
          disableSort
          render={(entry) => (
            <>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatBrusselsDateTime(entry.at)}
              </Box>
              {/* Between sm and lg the person stands here, their own column being hidden. */}
              <Box
                component="span"
                sx={{
                  display: { xs: 'block', lg: 'none' },
                  color: 'text.secondary',
                  overflowWrap: 'anywhere',
                }}
              >
                {actorName(entry)}
              </Box>
            </>
          )}
        />
        <Col source="actor" disableSort className={WIDE_ONLY} render={(entry) => actorName(entry)} />
        <Col source="recordId" disableSort render={(entry) => <RecordLink entry={entry} />} />
        <Col
          source="action"
          disableSort
          render={(entry) => translate(actionKey(entry.action), { _: entry.action })}
        />
        <Col
          source="changes"
          disableSort
          render={(entry) => <ChangeList entry={entry} max={ROW_CHANGES} />}
        />
      </ListPage>
    </SeenActorsContext.Provider>
  );
};
