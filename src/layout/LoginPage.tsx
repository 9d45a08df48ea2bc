import { useCallback, useEffect, useState } from 'react';
import { useLogin } from 'react-admin';
import { authErrorKey } from '../providers/authErrors';
import { AuthScreen } from './AuthScreen';

/** Route `/login`: starts the provider's sign-in at once; the button retries (spec §2, §4). */
export const LoginPage = () => {
  const login = useLogin();
  const [error, setError] = useState<string>();
  const signIn = useCallback(() => {
    setError(undefined);
    login({}).catch((failure: unknown) => setError(authErrorKey(failure)));
  }, [login]);
  useEffect(signIn, [signIn]);
  return (
    <AuthScreen message={error ?? 'app.login.redirecting'} isError={error !== undefined} onSignIn={signIn} />
  );
};
