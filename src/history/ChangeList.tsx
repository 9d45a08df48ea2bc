import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import type { Country } from '../../server/src/schemas/countries';
import type { HistoryEntry } from '../../server/src/schemas/history';
import {
  changeForm,
  changeValue,
  fieldLabel,
  isCountryField,
  shownChanges,
  type ValueContext,
} from './historyModel';

/** Country names by id, asked only when an entry changed a country (the list is cached). */
const useCountryNames = (wanted: boolean): ReadonlyMap<number, string> | undefined => {
  const { data } = useGetList<Country>('countries', undefined, { enabled: wanted });
  return useMemo(
    () => (data ? new Map(data.map((country) => [country.id, country.name])) : undefined),
    [data],
  );
};

/** The old and new value of a change as "old → new", or the one value of a creation or deletion. */
const changeText = (form: 'new' | 'old' | 'both', old: string, next: string) =>
  form === 'new' ? next : form === 'old' ? old : `${old} → ${next}`;

// break-word, not anywhere: a table column keeps the width of the longest word.
const fieldValueSx = { m: 0, overflowWrap: 'anywhere' } as const;

/**
 * An entry's changes: each field's label, then "old → new" (for a creation the value set, for a
 * deletion the value removed). With `max`, only the first `max` and how many more. As a description
 * list (label beside its value from sm up, above it below), or — `lines`, inside a list item's text,
 * where a list cannot stand — as lines of "label: value".
 */
export const ChangeList = ({ entry, max, lines }: { entry: HistoryEntry; max?: number; lines?: boolean }) => {
  const translate = useTranslate();
  const [locale = 'nl'] = useLocaleState();
  const changes = shownChanges(entry);
  const countries = useCountryNames(changes.some((change) => isCountryField(change.field)));
  if (changes.length === 0) return null;
  const context: ValueContext = { translate, locale, countries };
  const form = changeForm(entry.action);
  const rows = (max === undefined ? changes : changes.slice(0, max)).map((change) => ({
    field: change.field,
    label: fieldLabel(translate, entry.resource, change.field),
    text: changeText(
      form,
      changeValue(entry.resource, change, 'old', context),
      changeValue(entry.resource, change, 'new', context),
    ),
  }));
  const more =
    rows.length < changes.length
      ? translate('history.more_changes', { smart_count: changes.length - rows.length })
      : null;
  if (lines)
    return (
      <>
        {rows.map(({ field, label, text }) => (
          <Box key={field} component="span" sx={{ display: 'block', ...fieldValueSx }}>
            {label}: {text}
          </Box>
        ))}
        {more && (
          <Box component="span" sx={{ display: 'block' }}>
            {more}
          </Box>
        )}
      </>
    );
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          // From sm the value keeps 10em, also in a table cell (whose width follows its content).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(7em, max-content) minmax(10em, 1fr)' },
          columnGap: 2,
        }}
      >
        {rows.map(({ field, label, text }) => [
          <Typography key={`${field}-label`} component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>,
          <Typography
            key={`${field}-value`}
            component="dd"
            variant="body2"
            sx={{ ...fieldValueSx, mb: { xs: 0.5, sm: 0 } }}
          >
            {text}
          </Typography>,
        ])}
      </Box>
      {more && (
        <Typography variant="body2" color="text.secondary">
          {more}
        </Typography>
      )}
    </>
  );
};
