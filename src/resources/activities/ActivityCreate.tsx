import { CreatePage } from '../../common/CreatePage';
import { ActivityInputs } from './ActivityInputs';
import { toActivityFormValues, toActivityPayload } from './activityModel';

const NEW_ACTIVITY = toActivityFormValues();
const useNewActivity = () => NEW_ACTIVITY;

/**
 * Create an activity (issue D): multipart `POST /Activities` with the payload of activityModel.ts; the
 * server's field errors appear on their inputs; then the edit view opens.
 */
export const ActivityCreate = () => (
  <CreatePage useValues={useNewActivity} toPayload={toActivityPayload}>
    <ActivityInputs />
  </CreatePage>
);
