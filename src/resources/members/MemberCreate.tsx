import { Create } from 'react-admin';
import { CreateHeading } from '../../common/PageHeading';
import { MemberForm } from './MemberForm';
import { type MemberFormValues, toMemberFormValues, toMemberPayload } from './memberModel';

const NEW_MEMBER = toMemberFormValues();

/**
 * Create a member (issue B): `POST /Members` with the payload of memberModel.ts; the server's field
 * errors (e.g. 409 on the tribe number) appear under their inputs; then the edit view opens.
 */
export const MemberCreate = () => (
  <Create transform={(values: MemberFormValues) => toMemberPayload(values)}>
    <CreateHeading />
    <MemberForm values={NEW_MEMBER} />
  </Create>
);
