import { ListButton } from 'react-admin';
import type { AdvertDetail } from '../../../server/src/schemas/adverts';
import { ConfirmDeleteButton, EditPage } from '../../common/EditPage';
import { PageActions } from '../../common/PageActions';
import { StateChip } from '../../common/StateChip';
import { AdvertInputs } from './AdvertInputs';
import { toAdvertFormValues, toAdvertPayload } from './advertModel';

// Delete after a confirmation naming the member (`DELETE /Adverts/{id}`; its images go with it).
const actions = (
  <PageActions>
    <ListButton />
    <ConfirmDeleteButton title="resources.adverts.delete.title" content="resources.adverts.delete.content" />
  </PageActions>
);

const isDetail = (record: AdvertDetail) => 'message' in record;

/**
 * Edit an advert (issue C): `GET /Adverts/{id}`, then multipart `PUT /Adverts/{id}` with the kept images
 * in their order. Pessimistic, because the server decides (files, member) and its field errors appear on
 * their inputs. Whether it is visible shows next to the title (changed from the list).
 */
export const AdvertEdit = () => (
  <EditPage
    isDetail={isDetail}
    toValues={toAdvertFormValues}
    toPayload={toAdvertPayload}
    actions={actions}
    besideHeading={(advert) => (
      <StateChip
        on={advert.isVisible}
        onLabel="resources.adverts.status.visible"
        offLabel="resources.adverts.status.hidden"
      />
    )}
  >
    <AdvertInputs />
  </EditPage>
);
