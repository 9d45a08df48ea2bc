import type { LabelDisplayedRowsArgs } from '@mui/material';
import { useCallback } from 'react';
import { Pagination, type PaginationProps, useListContext, useLocaleState, useTranslate } from 'react-admin';

/**
 * react-admin's Pagination, which reads "1-25 van 1.000" — and "1-25 van meer dan 1.000" when the
 * server stopped counting at COUNT_CAP (`meta.totalIsLowerBound`, set by postPagedList; docs/api.md
 * "Paged lists"). The counted pages stay browsable; a search narrows the rest.
 */
export const CountedPagination = () => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cappedLabel = useCallback(
    ({ from, to, count }: LabelDisplayedRowsArgs) =>
      translate('app.list.capped_range', {
        offsetBegin: from,
        offsetEnd: to,
        total: count.toLocaleString(locale),
      }),
    [translate, locale],
  );
  if (!meta?.totalIsLowerBound) return <Pagination />;
  // react-admin hands its other props on to MUI's TablePagination, whose labelDisplayedRows its type omits.
  const capped = { labelDisplayedRows: cappedLabel } as PaginationProps;
  return <Pagination {...capped} />;
};
