import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDownload } from '../../common/useDownload';
import type { ClubDataProvider } from '../../providers/dataProvider';
import type { SpreadsheetFormat } from '../../providers/memberTypes';
import type { SummaryRequest } from '../../providers/orderTypes';

const FORMATS: SpreadsheetFormat[] = ['csv', 'xlsx'];

/**
 * Exports the summary of `request` for the supplier (`POST /Orders/summary/export`) as CSV (Belgian
 * Excel) or .xlsx, saved under the name the server gives.
 */
export const ExportSummaryButton = ({ request }: { request: SummaryRequest }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { mutate, isPending } = useDownload(
    (format: SpreadsheetFormat) => dataProvider.exportOrderSummary({ ...request, format }),
    (format) => `ringen-per-maat.${format}`,
    'orders.summary.export_failed',
  );
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={isPending}
        aria-haspopup="menu"
      >
        {translate('orders.summary.export')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map((format) => (
          <MenuItem
            key={format}
            onClick={() => {
              setAnchor(null);
              mutate(format);
            }}
          >
            {translate(`orders.summary.export_${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
