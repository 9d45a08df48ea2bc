import type { TranslateFunction } from 'react-admin';
import { required } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { BulkEditDialogControl } from '../../common/BulkEditButton';
import { type BulkChange, BulkEditDialog } from '../../common/BulkEditDialog';
import { DateInput } from '../../common/DateInputs';
import { shownDate, validateVisibleTo } from './advertModel';

const validateRequired = required();
const validateUntil = [validateRequired, validateVisibleTo];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The publish period the dialog's values name — `visibleFrom` and `visibleTo` (`yyyy-MM-dd`), the end
 * not before the start — as updateMany's data and "Zichtbaar vanaf → 01/03/2027, …"; else undefined.
 */
export function advertBulkChange(values: FieldValues, translate: TranslateFunction): BulkChange | undefined {
  const { visibleFrom, visibleTo } = values;
  if (typeof visibleFrom !== 'string' || typeof visibleTo !== 'string') return undefined;
  if (!ISO_DATE.test(visibleFrom) || !ISO_DATE.test(visibleTo) || visibleTo < visibleFrom) return undefined;
  const part = (field: string, day: string) =>
    `${translate(`resources.adverts.fields.${field}`)} → ${shownDate(day)}`;
  return {
    data: { visibleFrom, visibleTo },
    change: `${part('visibleFrom', visibleFrom)}, ${part('visibleTo', visibleTo)}`,
  };
}

/**
 * The dialog of "Wijzigen" on the adverts list (issue L item 2; AdvertBulkEditButton loads it on the
 * first press): one publish period (from and until, as the advert form names them) for every ticked
 * advert, through `PUT /Adverts/bulk` (react-admin's undoable updateMany).
 */
export const AdvertBulkEditDialog = (control: BulkEditDialogControl) => (
  <BulkEditDialog
    {...control}
    changeOf={advertBulkChange}
    successMessage="resources.adverts.notifications.periodSet"
  >
    <DateInput source="visibleFrom" validate={validateRequired} />
    <DateInput source="visibleTo" validate={validateUntil} />
  </BulkEditDialog>
);
