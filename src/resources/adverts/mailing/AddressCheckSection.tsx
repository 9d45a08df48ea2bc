import { Box, Paper, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Household } from '../../../../server/src/schemas/revue';
import { MailingSection } from './MailingSection';
import { findLabels } from './mailingModel';

/** One label as it will be printed, its lines in order; the copies beside it when more than one. */
const LabelCard = ({ household }: { household: Household }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none', minWidth: 0 }}>
      {household.addressLines.map((line, index) => (
        <Typography
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a label are fixed and ordered
          key={index}
          variant="body2"
          sx={{ fontWeight: index === 0 ? 'bold' : undefined, overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
      {household.copies > 1 && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.adverts.revue.check.copies', { smart_count: household.copies })}
        </Typography>
      )}
    </Paper>
  );
};

/**
 * Look up labels before printing: every word typed must occur in a label (name, street, postcode,
 * town); the first ten matches are shown as they will be printed.
 */
export const AddressCheckSection = ({ households }: { households: readonly Household[] }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { found, total } = findLabels(households, useDeferredValue(search));
  return (
    <MailingSection wide title="resources.adverts.revue.check.title">
      <TextField
        size="small"
        type="search"
        label={translate('resources.adverts.revue.check.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        helperText={translate('resources.adverts.revue.check.help')}
        sx={{ width: '100%', maxWidth: 420, mb: 2 }}
      />
      {search.trim() !== '' && (
        <Typography role="status" sx={{ mb: 1 }}>
          {translate('resources.adverts.revue.check.found', { smart_count: total, shown: found.length })}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={translate('resources.adverts.revue.check.results')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 1,
          m: 0,
          p: 0,
        }}
      >
        {found.map((household) => (
          <LabelCard
            key={`${household.extraRecipientId}-${household.memberIds.join(',')}`}
            household={household}
          />
        ))}
      </Box>
    </MailingSection>
  );
};
