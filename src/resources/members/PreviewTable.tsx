import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PREVIEW_ROW_LIMIT } from './importModel';

/** Props of {@link PreviewTable}: `title` and `columns` are translation keys, `cells` one node per column. */
export interface PreviewTableProps<T> {
  title: string;
  columns: string[];
  items: T[];
  rowKey: (item: T) => string | number;
  cells: (item: T) => ReactNode[];
  /** The count the heading says, when it is not the number of items (invalid rows, not problems). */
  count?: number;
}

/** Below sm narrower cells, and a long value (an e-mail address, a change) breaks anywhere. */
const fitsAPhone = { '& th, & td': { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' } };

/**
 * One table of the import preview (new, changed or invalid rows) under a heading with the row count;
 * shows the first {@link PREVIEW_ROW_LIMIT} rows and says how many more there are. Nothing when empty.
 */
export const PreviewTable = <T,>({ title, columns, items, rowKey, cells, count }: PreviewTableProps<T>) => {
  const translate = useTranslate();
  if (items.length === 0) return null;
  const heading = translate(title, { smart_count: count ?? items.length });
  const hidden = items.length - PREVIEW_ROW_LIMIT;
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      <Table size="small" aria-label={heading} sx={fitsAPhone}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.slice(0, PREVIEW_ROW_LIMIT).map((item) => (
            <TableRow key={rowKey(item)}>
              {cells(item).map((cell, index) => (
                <TableCell key={columns[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hidden > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('resources.members.import.more_rows', { smart_count: hidden })}
        </Typography>
      )}
    </Box>
  );
};
