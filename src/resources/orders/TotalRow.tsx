import { TableCell, TableFooter, TableRow } from '@mui/material';

/**
 * The bold total row under the orders' tables: `label` over the first `labelSpan` columns (default two:
 * year and size), then `values` right-aligned, one cell each (an empty string leaves its cell blank).
 */
export const TotalRow = ({
  label,
  values,
  labelSpan = 2,
}: {
  label: string;
  values: string[];
  labelSpan?: number;
}) => (
  <TableFooter>
    <TableRow sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } }}>
      <TableCell colSpan={labelSpan}>{label}</TableCell>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the totals have fixed positions
        <TableCell key={index} align="right">
          {value}
        </TableCell>
      ))}
    </TableRow>
  </TableFooter>
);
