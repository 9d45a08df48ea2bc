import { Typography } from '@mui/material';
import { BooleanField, DataTable, Loading, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import type { AdvertListItem } from '../../../server/src/schemas/adverts';
import { FROM_MD, ListPage, WIDE_ONLY } from '../../common/ListPage';
import { ListThumbnail } from '../../common/ListThumbnail';
import { RowLink } from '../../common/RowLink';
import { searchFilter } from '../../common/searchFilter';
import { AdvertBulkActions } from './AdvertBulkActions';
import { AdvertListActions } from './AdvertListActions';
import { shownDate } from './advertModel';
import { usePublishPeriods } from './usePublishPeriods';

type Choice = { id: string; name: string };

const filters = (searchLabel: string, periods: Choice[]) => [
  searchFilter(searchLabel),
  <SelectInput
    key="period"
    source="period"
    label="resources.adverts.period.label"
    choices={periods}
    translateChoice={false}
    emptyText="resources.adverts.period.all"
    alwaysOn
  />,
];

const mutedWhenHidden = (record: AdvertListItem) =>
  record.isVisible ? {} : { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } };

const Col = DataTable.Col<AdvertListItem>;

/**
 * The advert list (issue C; docs/api/adverts.md `POST /Adverts/list`): the publish period (default the
 * coming issue, or all periods) and search always on, 25 rows a page on the server, sortable by name and
 * the visibility dates; hidden adverts muted, what hidden means said under the heading; select rows to
 * make them visible or hide them (at every width, for whoever may change adverts); a row (its name a link) opens the edit view — below
 * sm a simple list of name, tribe number, visibility dates and "Verborgen" when hidden. Each row leads with the first photo's thumbnail.
 */
export const AdvertsList = () => {
  const translate = useTranslate();
  const { isPending, coming, choices } = usePublishPeriods();
  const { canAccess: mayChange } = useCanAccess({ resource: 'adverts', action: 'write' });
  // The default period must be known when the list mounts (react-admin reads filterDefaultValues once).
  if (isPending) return <Loading />;
  return (
    <ListPage<AdvertListItem>
      intro={
        <Typography variant="body2" color="text.secondary">
          {translate('resources.adverts.helpers.hidden')}
        </Typography>
      }
      filters={filters(translate('ra.action.search'), choices)}
      filterDefaultValues={coming ? { period: coming.date } : {}}
      sort={{ field: 'visibleFrom', order: 'DESC' }}
      actions={<AdvertListActions />}
      rowClick="edit"
      rowSx={mutedWhenHidden}
      bulkActionButtons={mayChange ? <AdvertBulkActions /> : false}
      primaryText={(record) => record.name}
      secondaryText={(record) =>
        [
          `${shownDate(record.visibleFrom)} – ${shownDate(record.visibleTo)}`,
          ...(record.isVisible ? [] : [translate('resources.adverts.list.hidden')]),
        ].join(' · ')
      }
      tertiaryText={(record) => record.tribeNumber}
      leftAvatar={(record) => <ListThumbnail src={record.thumbnailLocation} />}
    >
      <Col
        source="thumbnailLocation"
        className={FROM_MD}
        disableSort
        render={(record) => <ListThumbnail src={record.thumbnailLocation} />}
      />
      <Col source="name" render={(record) => <RowLink>{record.name}</RowLink>} />
      <Col source="tribeNumber" className={FROM_MD} disableSort />
      <Col
        source="advertType"
        className={WIDE_ONLY}
        disableSort
        render={(record) => translate(`resources.adverts.types.${record.advertType}`)}
      />
      <Col source="visibleFrom" render={(record) => shownDate(record.visibleFrom)} />
      <Col source="visibleTo" render={(record) => shownDate(record.visibleTo)} />
      <Col source="isActive" field={BooleanField} className={WIDE_ONLY} disableSort />
      <Col source="isVisible" field={BooleanField} disableSort />
      <Col source="isPaid" field={BooleanField} className={WIDE_ONLY} disableSort />
    </ListPage>
  );
};
