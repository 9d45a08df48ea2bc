import { Chip } from '@mui/material';
import { ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AdvertDetail } from '../../../server/src/schemas/adverts';
import { ConfirmDeleteButton, EditPage } from '../../common/EditPage';
import { AdvertInputs } from './AdvertInputs';
import { toAdvertFormValues, toAdvertPayload } from './advertModel';

// Delete after a confirmation naming the member (`DELETE /Adverts/{id}`; its images go with it).
const actions = (
  <TopToolbar>
    <ListButton />
    <ConfirmDeleteButton title="resources.adverts.delete.title" content="resources.adverts.delete.content" />
  </TopToolbar>
);

/** Whether the advert is visible, next to the title (changed from the list). */
const VisibilityChip = () => {
  const record = useRecordContext<AdvertDetail>();
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record?.isVisible ? 'success' : 'default'}
      label={translate(
        record?.isVisible ? 'resources.adverts.status.visible' : 'resources.adverts.status.hidden',
      )}
    />
  );
};

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
    besideHeading={() => <VisibilityChip />}
  >
    <AdvertInputs />
  </EditPage>
);
