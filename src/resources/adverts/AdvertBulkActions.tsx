import ShowIcon from '@mui/icons-material/Visibility';
import HideIcon from '@mui/icons-material/VisibilityOff';
import { BulkUpdateButton } from 'react-admin';
import { AdvertBulkEditButton } from './AdvertBulkEditButton';

/**
 * The list's bulk actions (spec §4): make the selected adverts visible or hide them, through
 * `PUT /Adverts/visibility` (updateMany). Undoable: the list changes at once, the call goes when the
 * notification with "Undo" closes. "Wijzigen" gives them one publish period ({@link AdvertBulkEditButton}).
 */
export const AdvertBulkActions = () => (
  <>
    <BulkUpdateButton
      label="resources.adverts.actions.show"
      data={{ isVisible: true }}
      mutationMode="undoable"
      successMessage="resources.adverts.notifications.shown"
      icon={<ShowIcon />}
    />
    <BulkUpdateButton
      label="resources.adverts.actions.hide"
      data={{ isVisible: false }}
      mutationMode="undoable"
      successMessage="resources.adverts.notifications.hidden"
      icon={<HideIcon />}
    />
    <AdvertBulkEditButton />
  </>
);
