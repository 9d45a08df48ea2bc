import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The choice of a revue issue (`choices` of usePublishPeriods: id the issue date), labelled "Nummer van
 * de revue"; at most the screen's width, so a long name ends in an ellipsis on a phone.
 */
export const IssueSelect = ({
  value,
  choices,
  onChange,
}: {
  value: string;
  choices: { id: string; name: string }[];
  onChange: (date: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth={false}
      label={translate('resources.adverts.export.issue')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // A viewport cap: the page's own width follows its content, so 100 % would not hold it.
      sx={{ minWidth: { sm: 320 }, maxWidth: 'calc(100vw - 48px)' }}
      size="small"
    >
      {choices.map(({ id, name }) => (
        <MenuItem key={id} value={id}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
