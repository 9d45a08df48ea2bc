import { Alert, Box, Button, Chip, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../../common/dates';
import { reasonKey } from '../../providers/memberErrors';
import type { MemberImportResult } from '../../providers/memberTypes';
import { ImportDoubles } from './ImportDoubles';
import { canConfirmImport, shownValue } from './importModel';
import { fieldLabelKey } from './memberModel';
import { PreviewTable } from './PreviewTable';

const COUNTS = [
  { count: 'new', label: 'resources.members.import.counts.new', color: 'success' },
  { count: 'changed', label: 'resources.members.import.counts.changed', color: 'info' },
  { count: 'unchanged', label: 'resources.members.import.counts.unchanged', color: 'default' },
  { count: 'invalid', label: 'resources.members.import.counts.invalid', color: 'error' },
] as const;

const ROW = 'resources.members.import.columns.row';
const MEMBER = 'resources.members.import.columns.member';
const TRIBE_NUMBER = fieldLabelKey('tribeNumber');
const NAME = fieldLabelKey('name');
const DOUBLES = 'resources.members.doubles.import_column';

/** Props of {@link ImportPreview}: the answer of a dry run (`PUT /Members/import?persist=false`). */
export interface ImportPreviewProps {
  result: MemberImportResult;
  /** Uploads the same file again with persist=true. */
  onConfirm: () => void;
  /** True while that import runs: progress shown, confirm disabled. */
  isImporting: boolean;
}

/** The member of an invalid row, "Jan Maes (KX27)": what the row holds of the name and the stam number. */
const rowMember = ({ name, tribeNumber }: { name: string; tribeNumber: string }) =>
  name && tribeNumber ? `${name} (${tribeNumber})` : name || tribeNumber;

/**
 * The dry-run preview of a member import (issue B; docs/api.md): the counts, the new rows, the changed
 * rows with per-field "old → new" values, the invalid rows with their member and a translated reason
 * (a stam number given up too recently names its former holder and the day it is free), a new row's
 * likely doubles (a member, linked, or another row; issue L), and "Confirm
 * import" — enabled only without invalid rows and with something to create or change.
 */
export const ImportPreview = ({ result, onConfirm, isImporting }: ImportPreviewProps) => {
  const translate = useTranslate();
  const label = (field: string) => translate(fieldLabelKey(field), { _: field });
  const canConfirm = canConfirmImport(result);
  const hasDoubles = result.new.some((row) => row.doubles?.length);
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COUNTS.map(({ count, label: countLabel, color }) => (
          <Chip key={count} color={color} label={`${translate(countLabel)}: ${result.counts[count]}`} />
        ))}
      </Stack>
      {result.counts.invalid > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('resources.members.import.has_invalid')}
        </Alert>
      )}
      {result.counts.invalid === 0 && !canConfirm && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.members.import.nothing_to_change')}
        </Alert>
      )}
      <PreviewTable
        title="resources.members.import.invalid_rows"
        columns={[
          ROW,
          MEMBER,
          'resources.members.import.columns.field',
          'resources.members.import.columns.reason',
        ]}
        items={result.invalid}
        count={result.counts.invalid}
        rowKey={({ row, field }) => `${row} ${field}`}
        cells={(problem) => [
          problem.row,
          rowMember(problem),
          label(problem.field),
          translate(reasonKey(problem.reason), {
            _: problem.message,
            name: problem.formerHolder?.name,
            freeFrom: problem.freeFrom && formatCalendarDate(problem.freeFrom),
          }),
        ]}
      />
      <PreviewTable
        title="resources.members.import.new_rows"
        columns={hasDoubles ? [ROW, TRIBE_NUMBER, NAME, DOUBLES] : [ROW, TRIBE_NUMBER, NAME]}
        items={result.new}
        rowKey={({ row }) => row}
        cells={({ row, tribeNumber, name, doubles }) => [
          row,
          tribeNumber,
          name,
          ...(hasDoubles ? [<ImportDoubles key="doubles" doubles={doubles ?? []} />] : []),
        ]}
      />
      <PreviewTable
        title="resources.members.import.changed_rows"
        columns={[ROW, TRIBE_NUMBER, NAME, 'resources.members.import.columns.changes']}
        items={result.changed}
        rowKey={({ row }) => row}
        cells={({ row, tribeNumber, name, changes }) => [
          row,
          tribeNumber,
          name,
          changes.map((change) => (
            <div key={change.field}>
              {`${label(change.field)}: ${shownValue(change.old)} → ${shownValue(change.new)}`}
            </div>
          )),
        ]}
      />
      <Box sx={{ mt: 3 }}>
        {isImporting && (
          <LinearProgress sx={{ mb: 2 }} aria-label={translate('resources.members.import.importing')} />
        )}
        <Button variant="contained" onClick={onConfirm} disabled={!canConfirm || isImporting}>
          {translate('resources.members.import.confirm')}
        </Button>
      </Box>
    </Box>
  );
};
