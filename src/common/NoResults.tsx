import { CardContent, Typography } from '@mui/material';
import {
  Button,
  useGetResourceLabel,
  useListContext,
  useLocale,
  useResourceContext,
  useTranslate,
} from 'react-admin';

/**
 * What an empty list says (issue H): react-admin's "Geen %{name} gevonden" with the resource's plural in
 * lower case as a sentence has it ("Geen leden gevonden", "No members found"); with filters set, the
 * "with the current filters" sentence and a button that clears them.
 */
export const NoResults = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const resource = useResourceContext() ?? '';
  const getResourceLabel = useGetResourceLabel();
  const { filterValues, setFilters } = useListContext();
  const name = getResourceLabel(resource, 2).toLocaleLowerCase(locale);
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <CardContent>
      <Typography variant="body2">
        {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}{' '}
        {filtered && <Button onClick={() => setFilters({}, [])} label="ra.navigation.clear_filters" />}
      </Typography>
    </CardContent>
  );
};
