import type { LabelDisplayedRowsArgs } from '@mui/material';
import { useCallback } from 'react';
import { Pagination, type PaginationProps, useListContext, useLocaleState, useTranslate } from 'react-admin';

/**
 * react-admin's Pagination with its numbers in the user's locale: "1.051-1.074 van 1.074", and
 * "9.976-10.000 van meer dan 10.000" when the server stopped counting (`meta.totalIsLowerBound`, set
 * by postPagedList; docs/api.md "Paged lists"). The list's `total` is then the rows the server
 * counted, one past those up to the end of the page (at least COUNT_CAP), so "more than" says one
 * less, and the next-page arrow stays enabled while the next page has a row: every row can be paged to.
 */
export const CountedPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isLowerBound = meta?.totalIsLowerBound === true;
  const labelDisplayedRows = useCallback(
    ({ from, to, count }: LabelDisplayedRowsArgs) =>
      translate(isLowerBound ? 'app.list.capped_range' : 'ra.navigation.page_range_info', {
        offsetBegin: from.toLocaleString(locale),
        offsetEnd: to.toLocaleString(locale),
        total: (isLowerBound ? count - 1 : count).toLocaleString(locale),
      }),
    [translate, locale, isLowerBound],
  );
  // react-admin hands its other props on to MUI's TablePagination, whose labelDisplayedRows its type omits.
  const props = { labelDisplayedRows } as PaginationProps;
  return <Pagination {...props} />;
};
