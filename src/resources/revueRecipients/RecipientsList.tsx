import { Typography } from '@mui/material';
import { DataTable, Link, useTranslate } from 'react-admin';
import type { RevueRecipient } from '../../../server/src/schemas/revue';
import { createOnlyActions } from '../../common/ListActions';
import { FROM_MD, ListPage } from '../../common/ListPage';
import { RowLink } from '../../common/RowLink';
import { useSearchFilters } from '../../common/searchFilter';
import { addressOf } from './recipientModel';

const Col = DataTable.Col<RevueRecipient>;

/**
 * The extra recipients of the revue (`GET /Revue/recipients`): other clubs, sponsors, the federation,
 * each with its copies of every issue. Search over name, address and country, sorted by name, 25 a
 * page; a row opens the edit screen — below sm a simple list of name, address and copies. Reached from
 * the revue's mailing page.
 */
export const RecipientsList = () => {
  const translate = useTranslate();
  return (
    <ListPage<RevueRecipient>
      intro={
        <Typography variant="body2" sx={{ mb: 1, maxWidth: 720 }}>
          {translate('resources.revueRecipients.intro')}{' '}
          <Link to="/adverts/revue">{translate('resources.revueRecipients.to_mailing')}</Link>
        </Typography>
      }
      filters={useSearchFilters()}
      sort={{ field: 'name', order: 'ASC' }}
      actions={createOnlyActions}
      exporter={false}
      rowClick="edit"
      primaryText={(record) => record.name}
      secondaryText={(record) => addressOf(record)}
      tertiaryText={(record) => translate('resources.revueRecipients.copies', { smart_count: record.copies })}
    >
      <Col source="name" render={(record) => <RowLink>{record.name}</RowLink>} />
      <Col
        source="street"
        label="resources.revueRecipients.fields.address"
        render={(record) => addressOf(record)}
      />
      <Col source="country" className={FROM_MD} render={(record) => record.country.name} />
      <Col source="copies" align="right" />
    </ListPage>
  );
};
