import { useDataProvider } from 'react-admin';
import type { DuesRunRequest } from '../../../server/src/schemas/dues';
import type { ClubDataProvider } from '../../providers/dataProvider';
import { runRefusal } from './duesModel';
import { RunPreview } from './RunPreview';
import { YearChoiceDialog } from './YearChoiceDialog';

type Per = NonNullable<DuesRunRequest['per']>;
const PER: Per[] = ['household', 'member'];

/**
 * "Lidgeld aanvragen" (YearChoiceDialog): the year (next year at first) and one request per household
 * or per member; "Voorbeeld" counts what a run would make (`PUT /Dues/run?persist=false`) and shows it
 * (RunPreview); the confirm button, naming the count, makes those requests (`persist=true`). A refusal
 * (409: a kind without a fee for the year, no kinds) is said in words, with the kinds the server names.
 */
export const RunDuesDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dataProvider = useDataProvider<ClubDataProvider>();
  return (
    <YearChoiceDialog
      open={open}
      onClose={onClose}
      texts="resources.dues.run"
      firstYear={new Date().getFullYear() + 1}
      choice="per"
      values={PER}
      send={(year, per, persist) => dataProvider.runDues({ year, per }, persist)}
      refusal={runRefusal}
      preview={(result) => <RunPreview result={result} />}
      count={(result) => result.requests}
    />
  );
};
