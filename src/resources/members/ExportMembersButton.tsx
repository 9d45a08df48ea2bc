import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { SpreadsheetFormat } from '../../../server/src/schemas/constants';
import { ListAction, useActionsMenu } from '../../common/ListActions';
import { useDownload } from '../../common/useDownload';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { duesPaidOf } from '../../providers/members';

const FORMATS: { format: SpreadsheetFormat; label: string }[] = [
  { format: 'csv', label: 'resources.members.actions.export_csv' },
  { format: 'xlsx', label: 'resources.members.actions.export_xlsx' },
];

/**
 * Export of the list's current filter (search `q`, show inactive, this year's dues) as CSV (Belgian Excel: BOM, `;`) or
 * .xlsx through `POST /Members/export`; the file is saved under the name the server gives. In the
 * collapsed actions menu of a narrow screen the two formats are items of that menu.
 */
export const ExportMembersButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { mutate, isPending } = useDownload(
    (format: SpreadsheetFormat) =>
      dataProvider.exportMembers({
        searchString: typeof filterValues.q === 'string' ? filterValues.q : '',
        showInactive: filterValues.showInactive === true,
        ...duesPaidOf(filterValues),
        format,
      }),
    (format) => `leden.${format}`,
    'resources.members.notifications.export_failed',
  );
  const choose = (format: SpreadsheetFormat) => {
    setAnchor(null);
    mutate(format);
  };
  if (useActionsMenu())
    return FORMATS.map(({ format, label }) => (
      <ListAction
        action="export"
        key={format}
        label={label}
        icon={<DownloadIcon />}
        onClick={() => mutate(format)}
        disabled={isPending}
      />
    ));
  return (
    <>
      <Button
        label="ra.action.export"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={isPending}
        aria-haspopup="menu"
      >
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
