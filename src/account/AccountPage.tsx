import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type HttpError, Loading, useDataProvider, useTranslate } from 'react-admin';
import type { SecondFactorEnrolment } from '../../server/src/schemas/account';
import { PageHeading } from '../common/PageHeading';
import type { ClubDataProvider } from '../providers/dataProvider';
import { CodeDialog } from './CodeDialog';
import { PasswordDialog } from './PasswordDialog';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';

const ACCOUNT_KEY = ['account'];

/** The translation key of a refused code: a wrong or used code, or any other failure. */
const problemOf = (error: unknown) =>
  (error as HttpError | undefined)?.status === 400 ? 'account.code.wrong' : 'account.code.failed';

/**
 * "Mijn account" (/account): the signed-in staff member's name, e-mail and role, their password (to
 * change, the current one first), and their second
 * factor — set it up (QR code and secret, a code to confirm, then the recovery codes to write down),
 * turn it off with a code (not when the role must have one), or get new recovery codes.
 */
export const AccountPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const queryClient = useQueryClient();
  const { data: account, error } = useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => dataProvider.getAccount(),
  });
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'renew' | 'password' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });

  /** Runs a call that needs a code; shows the recovery codes it answers; answers a problem's key. */
  const withCode = async (call: () => Promise<object>) => {
    try {
      const answer = await call();
      setEnrolment(null);
      setDialog(null);
      if ('recoveryCodes' in answer) setCodes((answer as { recoveryCodes: string[] }).recoveryCodes);
      await reload();
      return undefined;
    } catch (problem) {
      return problemOf(problem);
    }
  };

  const startSetUp = async () => {
    setStartFailed(false);
    try {
      setEnrolment(await dataProvider.startSecondFactor());
    } catch {
      setStartFailed(true);
    }
  };

  if (error) return <Typography role="alert">{translate('account.loadFailed')}</Typography>;
  if (!account) return <Loading />;
  const role = account.role ? translate(`account.roles.${account.role}`) : translate('account.noRole');
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeading>{translate('account.title')}</PageHeading>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
            <dt>{translate('account.fields.name')}</dt>
            <dd style={{ margin: 0 }}>{account.name}</dd>
            <dt>{translate('account.fields.email')}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{account.email}</dd>
            <dt>{translate('account.fields.role')}</dt>
            <dd style={{ margin: 0 }}>{role}</dd>
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('account.password.heading')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('account.password.text')}
          </Typography>
          <Button variant="outlined" onClick={() => setDialog('password')}>
            {translate('account.password.change')}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('account.secondFactor.title')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Chip
              label={translate(account.secondFactor ? 'account.secondFactor.on' : 'account.secondFactor.off')}
              color={account.secondFactor ? 'success' : 'default'}
            />
            {account.secondFactor && (
              <Typography variant="body2">
                {translate('account.secondFactor.codesLeft', { smart_count: account.recoveryCodesLeft })}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(account.secondFactor ? 'account.secondFactor.onText' : 'account.secondFactor.offText')}
            {account.secondFactorRequired && ` ${translate('account.secondFactor.required')}`}
          </Typography>
          {startFailed && (
            <Typography role="alert" color="error" sx={{ mb: 1 }}>
              {translate('account.code.failed')}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {!account.secondFactor && (
              <Button variant="contained" onClick={startSetUp}>
                {translate('account.secondFactor.setUp')}
              </Button>
            )}
            {account.secondFactor && (
              <Button variant="outlined" onClick={() => setDialog('renew')}>
                {translate('account.secondFactor.renew')}
              </Button>
            )}
            {account.secondFactor && !account.secondFactorRequired && (
              <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
                {translate('account.secondFactor.disable')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      <CodeDialog
        open={enrolment !== null}
        title="account.setUp.title"
        text="account.setUp.text"
        confirmLabel="account.setUp.confirm"
        onSubmit={(code) => withCode(() => dataProvider.confirmSecondFactor(code))}
        onClose={() => setEnrolment(null)}
      >
        {enrolment && (
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <img src={enrolment.qrCode} alt={translate('account.setUp.qrAlt')} width={200} height={200} />
            <Typography variant="body2">{translate('account.setUp.secret')}</Typography>
            <Typography component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography>
          </Box>
        )}
      </CodeDialog>
      <CodeDialog
        open={dialog === 'disable'}
        title="account.disable.title"
        text="account.disable.text"
        confirmLabel="account.disable.confirm"
        recoveryCodes
        onSubmit={(code) => withCode(() => dataProvider.disableSecondFactor(code))}
        onClose={() => setDialog(null)}
      />
      <CodeDialog
        open={dialog === 'renew'}
        title="account.renew.title"
        text="account.renew.text"
        confirmLabel="account.renew.confirm"
        recoveryCodes
        onSubmit={(code) => withCode(() => dataProvider.renewRecoveryCodes(code))}
        onClose={() => setDialog(null)}
      />
      <PasswordDialog
        open={dialog === 'password'}
        email={account.email}
        onSubmit={(change) => dataProvider.changePassword(change)}
        onClose={() => setDialog(null)}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Box>
  );
};
