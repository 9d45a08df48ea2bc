import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Edit, ListButton, Loading, TopToolbar, useEditContext, useRecordContext } from 'react-admin';
import { PageHeading } from '../../common/PageHeading';
import type { MemberDetail } from '../../providers/memberTypes';
import { DeactivateButton } from './DeactivateButton';
import { InactiveBanner } from './InactiveBanner';
import { MemberForm } from './MemberForm';
import { type MemberFormValues, toMemberFormValues, toMemberPayload } from './memberModel';

const actions = (
  <TopToolbar>
    <ListButton />
    <DeactivateButton />
  </TopToolbar>
);

const MemberEditForm = () => {
  const record = useRecordContext<MemberDetail>();
  const { defaultTitle } = useEditContext();
  const values = useMemo(() => record && toMemberFormValues(record), [record]);
  // react-admin first shows the list row it has cached; the form waits for the detail (with names).
  if (!record || !values || !('firstName' in record)) return <Loading />;
  return (
    <Box sx={{ px: 2 }}>
      <PageHeading>{defaultTitle}</PageHeading>
      <InactiveBanner />
      <MemberForm values={values} />
    </Box>
  );
};

/**
 * Edit a member (issue B): `GET /Members/{id}`, then `PUT /Members/{id}` with the payload of
 * memberModel.ts. Pessimistic, because the server decides (tribe number taken, unknown country) and its
 * field errors appear under their inputs. Deactivate in the actions; an inactive member shows a banner
 * with Reactivate.
 */
export const MemberEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={(values: MemberFormValues) => toMemberPayload(values)}
    actions={actions}
  >
    <MemberEditForm />
  </Edit>
);
