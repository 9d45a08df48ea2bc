import { ListButton } from 'react-admin';
import type { ActivityDetail } from '../../../server/src/schemas/activities';
import { ConfirmDeleteButton, EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { ActivityInputs } from './ActivityInputs';
import { toActivityFormValues, toActivityPayload } from './activityModel';

const actions = (
  <PageActions>
    <ListButton />
    <ConfirmDeleteButton />
  </PageActions>
);

// The detail has the images; the cached list row has not.
const isDetail = (record: ActivityDetail) => 'images' in record;

/**
 * Edit an activity (issue D): `GET /Activities/{id}`, then multipart `PUT /Activities/{id}` with the
 * payload of activityModel.ts (kept images by id, new files). Pessimistic, because the server decides
 * (dates, location, image content) and its field errors appear on their inputs. Delete after confirmation.
 */
export const ActivityEdit = () => (
  <EditPage
    isDetail={isDetail}
    toValues={toActivityFormValues}
    toPayload={toActivityPayload}
    actions={actions}
  >
    <ActivityInputs />
  </EditPage>
);
