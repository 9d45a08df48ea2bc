import { ListButton, useEditContext, useNotify, useRedirect } from 'react-admin';
import { EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import type { MemberRecord } from '../../providers/memberTypes';
import { DeactivateButton } from './DeactivateButton';
import { DoublesWarning } from './DoublesWarning';
import { InactiveBanner } from './InactiveBanner';
import { MemberDues } from './MemberDues';
import { MemberInputs } from './MemberInputs';
import { MemberRelated } from './MemberRelated';
import { MemberTribeNumbers } from './MemberTribeNumbers';
import { MergeWithButton } from './MergeWithButton';
import { toMemberFormValues, toMemberPayload } from './memberModel';
import { mergedIntoOf } from './mergeModel';

const actions = (
  <PageActions>
    <ListButton />
    <MergeWithButton />
    <DeactivateButton />
  </PageActions>
);

/** The doubles warning of the member being edited, who is left out of their own doubles. */
const EditDoublesWarning = () => {
  const id = useEditContext<MemberRecord>().record?.id;
  return id === undefined ? null : <DoublesWarning excludeId={Number(id)} />;
};

// The detail has the names; the cached list row has not.
const isDetail = (record: MemberRecord) => 'firstName' in record;

/**
 * Edit a member (issue B): `GET /Members/{id}`, then `PUT /Members/{id}` with the payload of
 * memberModel.ts. Pessimistic, because the server decides (tribe number taken, unknown country) and its
 * field errors appear under their inputs. Deactivate in the actions; an inactive member shows a banner
 * with Reactivate; a warning names likely doubles of the member as typed (DoublesWarning); "Samenvoegen met…" opens the merge screen, and the address of a merged member leads
 * to the kept one (GET answers 404 with `mergedInto`). Below the form the stam numbers the member held (MemberTribeNumbers), their dues per
 * year (MemberDues), their adverts, ring orders and vendor entry (MemberRelated), then the member's history.
 */
export const MemberEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  // The old address of a merged member leads to the member they were merged into.
  const onError = (error: unknown) => {
    const into = mergedIntoOf(error);
    if (into !== undefined) {
      notify('resources.members.merge.redirected', { type: 'info' });
      redirect(`/members/${into}`);
      return;
    }
    notify('ra.notification.item_doesnt_exist', { type: 'error' });
    redirect('list', 'members');
  };
  return (
    <EditPage
      queryOptions={{ onError }}
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
      <EditDoublesWarning />
    </EditPage>
  );
};
