import { useHandleAuthCallback, useLogin } from 'react-admin';
import { AuthScreen } from './AuthScreen';

/**
 * Route `/auth-callback`: completes the sign-in (authProvider.handleCallback then returns to the
 * requested page) or shows the provider's error as its `auth.errors.*` text (spec §4, §8).
 */
export const AuthCallbackPage = () => {
  const { error } = useHandleAuthCallback();
  const login = useLogin();
  return (
    <AuthScreen
      message={error ? error.message : 'app.login.completing'}
      isError={Boolean(error)}
      onSignIn={error ? () => login({}) : undefined}
    />
  );
};
