import { DataTable, useTranslate } from 'react-admin';
import type { DocumentListItem } from '../../../server/src/schemas/documents';
import { formatDate } from '../../common/dates';
import { CreateAction, ListActions } from '../../common/ListActions';
import { FROM_MD, ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { searchFilter } from '../../common/searchFilter';
import { DownloadButton } from './DownloadButton';
import { VisibilityChip } from './VisibilityChip';

const filters = (searchLabel: string) => [searchFilter(searchLabel)];

const actions = (
  <ListActions>
    <CreateAction />
  </ListActions>
);

const mutedWhenHidden = (record: DocumentListItem) =>
  record.isVisible ? {} : { bgcolor: 'action.hover', '& td': { color: 'text.secondary' } };

const Col = DataTable.Col<DocumentListItem>;

/**
 * The 'Downloads' list (issue E; docs/api/documents.md `POST /Documents/list`): search on the title,
 * 25 rows a page on the server, newest first, sortable by title and upload date; the kind of file, and
 * whether members see it (hidden rows muted); each row downloads its file, and (its title a link) opens
 * the edit view — below sm a simple list of title, kind, upload date and visibility.
 */
export const DocumentsList = () => {
  const translate = useTranslate();
  return (
    <ListPage<DocumentListItem>
      filters={filters(translate('ra.action.search'))}
      sort={{ field: 'createdOn', order: 'DESC' }}
      actions={actions}
      exporter={false}
      rowClick="edit"
      rowSx={mutedWhenHidden}
      primaryText={(record) => record.title}
      secondaryText={(record) => `${record.type.toUpperCase()} · ${formatDate(record.createdOn)}`}
      tertiaryText={(record) => <VisibilityChip isVisible={record.isVisible} />}
    >
      <Col source="title" render={(record) => <RowLink>{record.title}</RowLink>} />
      <Col source="type" className={FROM_MD} disableSort render={(record) => record.type.toUpperCase()} />
      <Col source="createdOn" className={FROM_MD} render={(record) => formatDate(record.createdOn)} />
      <Col
        source="isVisible"
        disableSort
        render={(record) => <VisibilityChip isVisible={record.isVisible} />}
      />
      <Col label="resources.documents.columns.download" disableSort>
        <DownloadButton />
      </Col>
    </ListPage>
  );
};
