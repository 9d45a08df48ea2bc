import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * nl/en toggle; react-admin's store and the i18nProvider remember the choice. In the blue header: white
 * text, and the language in use white with blue text (5.75:1). Each button's name starts with the text
 * it shows ("NL, Nederlands"), so speech input and screen readers agree with what is seen.
 */
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
      sx={{
        mx: 1,
        '& .MuiToggleButton-root': { color: 'inherit', py: 0.25, borderColor: 'rgba(255, 255, 255, 0.6)' },
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          bgcolor: 'common.white',
          color: 'primary.main',
        },
      }}
    >
      {locales.map(({ locale: code, name }) => (
        <ToggleButton key={code} value={code} lang={code} aria-label={`${code.toUpperCase()}, ${name}`}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
