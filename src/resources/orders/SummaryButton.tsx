import SummarizeIcon from '@mui/icons-material/Summarize';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import type { SummaryRequest } from '../../../server/src/schemas/orders';
import { toOrderFilter } from '../../providers/orders';
import { OrderSummaryDialog } from './OrderSummaryDialog';

/**
 * Opens the summary per ring year and size: of the selected orders (`selected`, as a bulk action) or
 * of every order the list's filter matches (all pages).
 */
export const SummaryButton = ({ selected = false }: { selected?: boolean }) => {
  const { selectedIds, filterValues } = useListContext();
  const [request, setRequest] = useState<SummaryRequest | null>(null);
  return (
    <>
      <Button
        label={selected ? 'resources.orders.summary.button_selected' : 'resources.orders.summary.button'}
        onClick={() => setRequest(selected ? { ids: [...selectedIds] } : toOrderFilter(filterValues))}
      >
        <SummarizeIcon />
      </Button>
      {request && <OrderSummaryDialog request={request} onClose={() => setRequest(null)} />}
    </>
  );
};
