import { Box, type SxProps, type Theme, useMediaQuery } from '@mui/material';
import { type ReactNode, useDeferredValue } from 'react';
import {
  DataTable,
  List,
  type ListProps,
  type RaRecord,
  SimpleList,
  useGetResourceLabel,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { PAGE_SIZE } from '../providers/lists';
import { ColumnChooser } from './ColumnChooser';
import { CountedPagination } from './CountedPagination';
import { NoResults } from './NoResults';
import { PageHeading } from './PageHeading';
import { RowLinkContext, rowLinkFocusRing } from './RowLink';
import { SavedSearches } from './SavedSearches';
import { bulkBarInFlow, SelectableList } from './SelectableList';

type RecordText<R> = (record: R) => ReactNode;

/** What a list screen passes to {@link ListPage}; the rest goes to react-admin's List. */
export interface ListPageProps<R extends RaRecord> extends Omit<ListProps<R>, 'children' | 'title'> {
  /** Shown between the heading and the list (e.g. what "hidden" means). */
  intro?: ReactNode;
  /** Shown above the rows, inside the list: it may read the list's answer (useListContext). */
  notice?: ReactNode;
  /**
   * Where a row goes: its link (a {@link RowLink}), a click on it, a SimpleList item; false: the rows
   * carry their own links (the history's rows lead to records of many kinds).
   */
  rowClick: 'edit' | 'show' | false;
  rowSx?: (record: R) => SxProps;
  /** The bulk actions, over the ticked rows (or items below sm); none by default. */
  bulkActionButtons?: ReactNode;
  /** The DataTable columns, shown from the sm breakpoint up ({@link FROM_MD}, {@link WIDE_ONLY}). */
  children: ReactNode;
  /** Below sm a simple list instead of the table: each item's key facts, linking to the record. */
  primaryText: RecordText<R>;
  secondaryText?: RecordText<R>;
  tertiaryText?: RecordText<R>;
  /** Below sm, what leads each item (a photo's thumbnail); nothing by default. */
  leftAvatar?: (record: R) => ReactNode;
}

/**
 * Class of a DataTable column (`className`) shown only from the md breakpoint (900 px) up: a column a
 * person can do without on a tablet, where the table starts at sm (600 px) with its important columns.
 */
export const FROM_MD = 'ListPage-fromMd';

/** Class of a DataTable column (`className`) shown only from the lg breakpoint up, where there is room. */
export const WIDE_ONLY = 'ListPage-wideOnly';

/**
 * Between sm and md the table fits a tablet: only its important columns, and narrower cells.
 */
const columnsThatFit = {
  [`& .${FROM_MD}`]: { display: { xs: 'none', md: 'table-cell' } },
  [`& .${WIDE_ONLY}`]: { display: { xs: 'none', lg: 'table-cell' } },
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: { xs: 1, md: 2 } },
};

/**
 * Filters wrap, and from md up the actions wrap below them when both do not fit; a filter is never
 * wider than a phone's screen: a long period name ends in an ellipsis instead of widening the page
 * (a viewport cap, as the page's own width follows its content).
 */
const filtersFit = {
  '& .RaList-actions': { flexWrap: { md: 'wrap' } },
  // react-admin's filter form takes a basis of 100 %, which would always push the actions below it.
  '& .RaList-actions > form': { flexBasis: { md: 'auto' }, flexGrow: 1 },
  '& .RaFilterForm-root': { flexWrap: 'wrap' },
  '& .RaFilterForm-filterFormInput .MuiFormControl-root': { maxWidth: 'calc(100vw - 80px)' },
};

type ListRowsProps<R extends RaRecord> = Pick<
  ListPageProps<R>,
  | 'rowClick'
  | 'rowSx'
  | 'bulkActionButtons'
  | 'children'
  | 'primaryText'
  | 'secondaryText'
  | 'tertiaryText'
  | 'leftAvatar'
>;

const NO_ROWS: never[] = [];

/**
 * The list's own tools, above its rows (issue L #37): react-admin's column chooser for the table (not
 * below sm, where the list has no columns) and the saved searches. The store keeps both per person
 * (providers/preferenceStore.ts).
 */
const ListTools = () => {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, py: 0.5 }}>
      {narrow ? null : <ColumnChooser />}
      <SavedSearches />
    </Box>
  );
};

/**
 * The rows of the list: a simple list below sm — with a checkbox per item when the list has bulk
 * actions ({@link SelectableList}) — else the DataTable. They follow the list's records at a
 * lower priority than the rest of the page (React's `useDeferredValue`): a page of rows, some 3,000
 * components, renders in slices between which the browser stays responsive, instead of in one long
 * task as the page arrives (docs/decisions.md "The first list without a long task"). Until the first
 * page has rendered, the rows show their loading placeholder; after that, the previous page until the
 * next is ready.
 */
const ListRows = <R extends RaRecord>({
  rowClick,
  rowSx,
  bulkActionButtons,
  children,
  primaryText,
  secondaryText,
  tertiaryText,
  leftAvatar,
}: ListRowsProps<R>) => {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data, isPending } = useListContext<R>();
  const rows = useDeferredValue(data);
  // An undefined `data` prop would let the DataTable read the list's own, not yet deferred, records.
  const lagging = rows === undefined && data !== undefined;
  const shown = { data: rows ?? NO_ROWS, isPending: isPending || lagging };
  // What each phone item shows and where it leads, selectable or not.
  const items = { primaryText, secondaryText, tertiaryText, leftAvatar, rowClick, rowSx };
  if (narrow && bulkActionButtons && rows?.length)
    return <SelectableList<R> data={rows} bulkActionButtons={bulkActionButtons} {...items} />;
  return narrow ? (
    <SimpleList<R> {...shown} {...items} empty={<NoResults />} />
  ) : (
    <DataTable<R>
      {...shown}
      rowClick={rowClick}
      rowSx={rowSx}
      bulkActionButtons={bulkActionButtons}
      empty={<NoResults />}
      sx={{ ...bulkBarInFlow, ...columnsThatFit, ...rowLinkFocusRing }}
    >
      {children}
    </DataTable>
  );
};

/**
 * Every list screen (issue H, spec §3 lists): the page heading (the resource's plural name), react-admin's
 * List with 25 rows a page, and the responsive switch — from sm (600 px) up a DataTable with the given
 * columns, without the {@link FROM_MD} ones below md and the {@link WIDE_ONLY} ones below lg; below sm a
 * simple list of primary/secondary/tertiary text, its items selectable when there are bulk actions —
 * both going to the record's `rowClick` view.
 * An empty result says "Geen leden gevonden" ({@link NoResults}). Above the rows the column chooser and
 * the saved searches ({@link ListTools}). Aligned with the other pages (px 2).
 * No page-wide loader while react-admin checks the sign-in and access (`authLoading={false}`): the
 * layout has signed the person in already, the rows wait for the access check as they wait for their
 * data, and react-admin's loader stayed on a phone until something else re-rendered the page
 * (docs/decisions.md "A list that does not wait for a re-render").
 */
export const ListPage = <R extends RaRecord>({
  intro,
  notice,
  rowClick,
  rowSx,
  bulkActionButtons = false,
  children,
  primaryText,
  secondaryText,
  tertiaryText,
  leftAvatar,
  ...listProps
}: ListPageProps<R>) => {
  const resource = useResourceContext();
  const getResourceLabel = useGetResourceLabel();
  return (
    <Box sx={{ px: 2, minWidth: 0, ...filtersFit }}>
      <PageHeading>{resource ? getResourceLabel(resource, 2) : null}</PageHeading>
      {intro}
      <RowLinkContext.Provider value={rowClick || 'edit'}>
        <List<R>
          perPage={PAGE_SIZE}
          empty={false}
          authLoading={false}
          pagination={<CountedPagination />}
          {...listProps}
        >
          <ListTools />
          {notice}
          <ListRows<R>
            rowClick={rowClick}
            rowSx={rowSx}
            bulkActionButtons={bulkActionButtons}
            primaryText={primaryText}
            secondaryText={secondaryText}
            tertiaryText={tertiaryText}
            leftAvatar={leftAvatar}
          >
            {children}
          </ListRows>
        </List>
      </RowLinkContext.Provider>
    </Box>
  );
};
