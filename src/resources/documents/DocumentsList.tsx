import { DataTable, DateField, List, useTranslate } from 'react-admin';
import type { DocumentListItem } from '../../../server/src/schemas/documents';
import { DATE_FORMAT } from '../../common/dates';
import { PageHeading } from '../../common/PageHeading';
import { searchFilter } from '../../common/searchFilter';
import { PAGE_SIZE } from '../../providers/lists';
import { DownloadButton } from './DownloadButton';
import { VisibilityChip } from './VisibilityChip';

const filters = (searchLabel: string) => [searchFilter(searchLabel)];

const mutedWhenHidden = (record: DocumentListItem) =>
  record.isVisible ? {} : { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } };

const Col = DataTable.Col<DocumentListItem>;

/**
 * The 'Downloads' list (issue E; docs/api/documents.md `POST /Documents/list`): search on the title,
 * 25 rows a page on the server, newest first, sortable by title and upload date; the kind of file, and
 * whether members see it (hidden rows muted); each row downloads its file, and opens the edit view.
 */
export const DocumentsList = () => {
  const translate = useTranslate();
  return (
    <>
      <PageHeading>{translate('resources.documents.name', { smart_count: 2 })}</PageHeading>
      <List
        filters={filters(translate('ra.action.search'))}
        perPage={PAGE_SIZE}
        sort={{ field: 'createdOn', order: 'DESC' }}
        exporter={false}
      >
        <DataTable<DocumentListItem> rowClick="edit" rowSx={mutedWhenHidden} bulkActionButtons={false}>
          <Col source="title" />
          <Col source="type" disableSort render={(record) => record.type.toUpperCase()} />
          <Col source="createdOn">
            <DateField source="createdOn" locales="nl-BE" options={DATE_FORMAT} />
          </Col>
          <Col
            source="isVisible"
            disableSort
            render={(record) => <VisibilityChip isVisible={record.isVisible} />}
          />
          <Col label="resources.documents.columns.download" disableSort>
            <DownloadButton />
          </Col>
        </DataTable>
      </List>
    </>
  );
};
