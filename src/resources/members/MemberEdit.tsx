import { ListButton } from 'react-admin';
import { EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import type { MemberRecord } from '../../providers/memberTypes';
import { DeactivateButton } from './DeactivateButton';
import { InactiveBanner } from './InactiveBanner';
import { MemberDues } from './MemberDues';
import { MemberInputs } from './MemberInputs';
import { MemberRelated } from './MemberRelated';
import { MemberTribeNumbers } from './MemberTribeNumbers';
import { toMemberFormValues, toMemberPayload } from './memberModel';

const actions = (
  <PageActions>
    <ListButton />
    <DeactivateButton />
  </PageActions>
);

// The detail has the names; the cached list row has not.
const isDetail = (record: MemberRecord) => 'firstName' in record;

/**
 * Edit a member (issue B): `GET /Members/{id}`, then `PUT /Members/{id}` with the payload of
 * memberModel.ts. Pessimistic, because the server decides (tribe number taken, unknown country) and its
 * field errors appear under their inputs. Deactivate in the actions; an inactive member shows a banner
 * with Reactivate. Below the form the stam numbers the member held (MemberTribeNumbers), their dues per
 * year (MemberDues), their adverts, ring orders and vendor entry (MemberRelated), then the member's history.
 */
export const MemberEdit = () => (
  <EditPage
    isDetail={isDetail}
    toValues={toMemberFormValues}
    toPayload={toMemberPayload}
    actions={actions}
    beforeForm={() => <InactiveBanner />}
    afterForm={(member) => (
      <>
        <MemberTribeNumbers member={member} />
        <MemberDues member={member} />
        <MemberRelated member={member} />
      </>
    )}
  >
    <MemberInputs />
  </EditPage>
);
