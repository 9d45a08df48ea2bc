import { Create } from 'react-admin';
import { CreateHeading } from '../../common/PageHeading';
import { ActivityForm } from './ActivityForm';
import { type ActivityFormValues, toActivityFormValues, toActivityPayload } from './activityModel';

const NEW_ACTIVITY = toActivityFormValues();

/**
 * Create an activity (issue D): multipart `POST /Activities` with the payload of activityModel.ts; the
 * server's field errors appear on their inputs; then the edit view opens.
 */
export const ActivityCreate = () => (
  <Create transform={(values: ActivityFormValues) => toActivityPayload(values)}>
    <CreateHeading />
    <ActivityForm values={NEW_ACTIVITY} />
  </Create>
);
