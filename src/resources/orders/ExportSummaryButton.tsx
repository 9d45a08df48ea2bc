import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDownload } from '../../common/useDownload';
import type { ClubDataProvider } from '../../providers/dataProvider';
import type { SpreadsheetFormat } from '../../providers/memberTypes';
import type { SummaryGrouping, SummaryRequest } from '../../providers/orderTypes';

/** The menu's choices: each grouping in each format. */
const CHOICES = (['size', 'member'] as const).flatMap((groupBy) =>
  (['csv', 'xlsx'] as const).map((format) => ({ groupBy, format })),
) satisfies { groupBy: SummaryGrouping; format: SpreadsheetFormat }[];

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
        {CHOICES.map((choice) => (
          <MenuItem
            key={`${choice.groupBy}-${choice.format}`}
            onClick={() => {
              setAnchor(null);
              mutate(choice);
            }}
          >
            {translate('orders.summary.export_choice', {
              group: translate(`orders.summary.export_per_${choice.groupBy}`),
              format: translate(`orders.summary.export_${choice.format}`),
            })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
