import SummarizeIcon from '@mui/icons-material/Summarize';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import type { SummaryRequest } from '../../../server/src/schemas/orders';
import { focusMainContent } from '../../common/focusMainContent';
import { ListAction } from '../../common/ListActions';
import { toOrderFilter } from '../../providers/orders';
import { OrderSummaryDialog } from './OrderSummaryDialog';

/** Opens the summary dialog of {@link OrderSummaryProvider} for a request. */
const OpenSummary = createContext<((request: SummaryRequest) => void) | null>(null);

/**
 * Holds the orders list's summary dialog above the list's rows: the bulk action that opens it lives
 * in the DataTable, which gives way to a simple list below sm, so a window or tablet turned across
 * that width would otherwise close the dialog with its button. When the dialog closes after its
 * button has gone, the keyboard goes on from the page's content instead of the top of the page.
 */
export const OrderSummaryProvider = ({ children }: { children: ReactNode }) => {
  const [request, setRequest] = useState<SummaryRequest | null>(null);
  const opener = useRef<Element | null>(null);
  const open = useCallback((next: SummaryRequest) => {
    opener.current = document.activeElement;
    setRequest(next);
  }, []);
  useEffect(() => {
    if (request || !opener.current) return;
    if (!opener.current.isConnected) focusMainContent();
    opener.current = null;
  }, [request]);
  return (
    <OpenSummary.Provider value={open}>
      {children}
      {request && <OrderSummaryDialog request={request} onClose={() => setRequest(null)} />}
    </OpenSummary.Provider>
  );
};

/**
 * Opens the summary per ring year and size: of the selected orders (`selected`, as a bulk action) or
 * of every order the list's filter matches (all pages); an item of the collapsed actions menu on a
 * narrow screen. Needs an {@link OrderSummaryProvider} around the list; throws without one.
 */
export const SummaryButton = ({ selected = false }: { selected?: boolean }) => {
  const { selectedIds, filterValues } = useListContext();
  const open = useContext(OpenSummary);
  if (!open) throw new Error('SummaryButton needs an OrderSummaryProvider around the list');
  return (
    <ListAction
      action="read"
      label={selected ? 'resources.orders.summary.button_selected' : 'resources.orders.summary.button'}
      icon={<SummarizeIcon />}
      onClick={() => open(selected ? { ids: [...selectedIds] } : toOrderFilter(filterValues))}
    />
  );
};
