import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  HttpError,
  useCanAccess,
  useDataProvider,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { DuesDetail } from '../../../server/src/schemas/dues';
import { ListAction, useActionsMenu } from '../../common/ListActions';
import { useDownload } from '../../common/useDownload';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { duesYearOf } from '../../providers/dues';

/** The refusals of the letter routes (docs/api/dues.md "Letters") said in the user's words. */
const LETTER_REASONS = ['noCreditor', 'nothingToPay', 'none'] as const;

/** The message key of a failed letter download: the server's reason when it is one we explain. */
const letterFailure = (error: unknown) => {
  const reason = error instanceof HttpError ? error.body?.reason : undefined;
  const known = LETTER_REASONS.find((candidate) => candidate === reason);
  return `resources.dues.letters.reasons.${known ?? 'failed'}`;
};

/** Which letters of a year: the payment requests still open, or the reminders of the overdue ones. */
type Batch = { year: number; overdue: boolean };

/**
 * "Brieven" on the Lidgeld list, for whoever reads the dues: one PDF with the letters of the year the
 * list shows (this year when it shows all), sorted as the revue's labels so they can go out with it —
 * the open requests, or the reminders. In the collapsed actions menu of a phone, two items.
 */
export const YearLettersButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { canAccess } = useCanAccess({ action: 'export', resource: 'dues' });
  const inMenu = useActionsMenu();
  const year = duesYearOf(filterValues.year) ?? new Date().getFullYear();
  const { mutate, isPending } = useDownload(
    ({ year, overdue }: Batch) => dataProvider.duesLetters(year, overdue),
    ({ year, overdue }) => `${overdue ? 'herinneringen' : 'lidgeld'}-${year}.pdf`,
    letterFailure,
  );
  const batches = [
    { overdue: false, label: translate('resources.dues.letters.open', { year }) },
    { overdue: true, label: translate('resources.dues.letters.overdue', { year }) },
  ];
  if (inMenu)
    return batches.map(({ overdue, label }) => (
      <ListAction
        action="export"
        key={String(overdue)}
        label={label}
        icon={<MailOutlineIcon />}
        onClick={() => mutate({ year, overdue })}
        disabled={isPending}
      />
    ));
  if (!canAccess) return null;
  return (
    <>
      <Button
        label="resources.dues.letters.label"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={isPending}
        aria-haspopup="menu"
      >
        <MailOutlineIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {batches.map(({ overdue, label }) => (
          <MenuItem
            key={String(overdue)}
            onClick={() => {
              setAnchor(null);
              mutate({ year, overdue });
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** "Brief (PDF)" on a request's page, for whoever reads the dues, while something is still to pay. */
export const RequestLetterButton = () => {
  const request = useRecordContext<DuesDetail>();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const { canAccess } = useCanAccess({ action: 'export', resource: 'dues' });
  const { mutate, isPending } = useDownload(
    (id: DuesDetail['id']) => dataProvider.duesLetter(id),
    () => `lidgeld-${request?.year}-${request?.number}.pdf`,
    letterFailure,
  );
  if (!request || !canAccess || request.status === 'paid' || request.status === 'waived') return null;
  return (
    <Button label="resources.dues.letters.one" onClick={() => mutate(request.id)} disabled={isPending}>
      <MailOutlineIcon />
    </Button>
  );
};
