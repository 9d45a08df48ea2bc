import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { SPREADSHEET_FORMATS, SUMMARY_GROUPINGS } from '../../../server/src/schemas/constants';
import type { SummaryExportRequest, SummaryRequest } from '../../../server/src/schemas/orders';
import { useDownload } from '../../common/useDownload';
import type { ClubDataProvider } from '../../providers/dataProvider';

/** The menu's choices: each grouping in each format. */
const CHOICES = SUMMARY_GROUPINGS.flatMap((groupBy) =>
  SPREADSHEET_FORMATS.map((format) => ({ groupBy, format })),
) satisfies Pick<SummaryExportRequest, 'groupBy' | 'format'>[];

/**
 * Exports the orders of `request` for the supplier (`POST /Orders/summary/export`): the rings per ring
 * size, or per member (the stam number stamped on them), as CSV (Belgian Excel) or .xlsx, saved under
 * the name the server gives.
 */
export const ExportSummaryButton = ({ request }: { request: SummaryRequest }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { mutate, isPending } = useDownload(
    (choice: (typeof CHOICES)[number]) => dataProvider.exportOrderSummary({ ...request, ...choice }),
    ({ groupBy, format }) => `ringen-per-${groupBy === 'member' ? 'stamnummer' : 'maat'}.${format}`,
    'resources.orders.summary.export_failed',
  );
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={isPending}
        aria-haspopup="menu"
      >
        {translate('resources.orders.summary.export')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CHOICES.map((choice) => (
          <MenuItem
            key={`${choice.groupBy}-${choice.format}`}
            onClick={() => {
              setAnchor(null);
              mutate(choice);
            }}
          >
            {translate('resources.orders.summary.export_choice', {
              group: translate(`resources.orders.summary.export_per_${choice.groupBy}`),
              format: translate(`resources.orders.summary.export_${choice.format}`),
            })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
