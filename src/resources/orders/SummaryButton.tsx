import SummarizeIcon from '@mui/icons-material/Summarize';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { SummaryRequest } from '../../../server/src/schemas/orders';
import { ListAction } from '../../common/ListActions';
import { toOrderFilter } from '../../providers/orders';
import { OrderSummaryDialog } from './OrderSummaryDialog';

/**
 * Opens the summary per ring year and size: of the selected orders (`selected`, as a bulk action) or
 * of every order the list's filter matches (all pages); an item of the collapsed actions menu on a
 * narrow screen.
 */
export const SummaryButton = ({ selected = false }: { selected?: boolean }) => {
  const { selectedIds, filterValues } = useListContext();
  const [request, setRequest] = useState<SummaryRequest | null>(null);
  return (
    <>
      <ListAction
        label={selected ? 'resources.orders.summary.button_selected' : 'resources.orders.summary.button'}
        icon={<SummarizeIcon />}
        onClick={() => setRequest(selected ? { ids: [...selectedIds] } : toOrderFilter(filterValues))}
      />
      {request && <OrderSummaryDialog request={request} onClose={() => setRequest(null)} />}
    </>
  );
};
