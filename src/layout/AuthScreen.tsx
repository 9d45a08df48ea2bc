import LoginIcon from '@mui/icons-material/Login';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface AuthScreenProps {
  /** Translation key of the message; with `isError` it is shown as an error. */
  message: string;
  isError?: boolean;
  /** Shows the sign-in button (fallback or retry) when given. */
  onSignIn?: () => void;
}

/** The page shown around the provider's sign-in: a status or error message and a sign-in button. */
export const AuthScreen = ({ message, isError = false, onSignIn }: AuthScreenProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <Card sx={{ maxWidth: 420, m: 2 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('app.title')}
          </Typography>
          {isError ? (
            <Alert severity="error">
              <AlertTitle>{translate('auth.callback.title')}</AlertTitle>
              {translate(message, { _: translate('auth.errors.unknown') })}
            </Alert>
          ) : (
            <Typography role="status">{translate(message)}</Typography>
          )}
          {onSignIn && (
            <Button variant="contained" startIcon={<LoginIcon />} onClick={onSignIn}>
              {translate(isError ? 'auth.callback.retry' : 'app.login.sign_in')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
