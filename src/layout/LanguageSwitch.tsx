import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** nl/en toggle; react-admin's store and the i18nProvider remember the choice. */
export const LanguageSwitch = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_event, chosen: string | null) => chosen && setLocale(chosen)}
      aria-label={translate('app.language')}
      sx={{ mx: 1, '& .MuiToggleButton-root': { color: 'inherit', py: 0.25 } }}
    >
      {locales.map(({ locale: code, name }) => (
        <ToggleButton key={code} value={code} lang={code} aria-label={name}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
