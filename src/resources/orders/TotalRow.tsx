import { TableCell, TableFooter, TableRow } from '@mui/material';

/**
 * The bold total row under the orders' tables: `label` over the first two columns (year and size),
 * then `values` right-aligned, one cell each (an empty string leaves its cell blank).
 */
export const TotalRow = ({ label, values }: { label: string; values: string[] }) => (
  <TableFooter>
    <TableRow sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: '0.875rem' } }}>
      <TableCell colSpan={2}>{label}</TableCell>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the totals have fixed positions
        <TableCell key={index} align="right">
          {value}
        </TableCell>
      ))}
    </TableRow>
  </TableFooter>
);
