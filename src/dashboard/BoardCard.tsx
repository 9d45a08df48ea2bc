import PhoneIcon from '@mui/icons-material/Phone';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import {
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type ReactNode, useDeferredValue } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { BoardMember } from '../../server/src/schemas/boardMembers';
import { useFirstPainted } from '../common/firstPaint';

/** A link at least 24 px high: a target a finger or an unsteady hand can hit (WCAG 2.5.8). */
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** A phone number as a tel: link after its icon, or nothing when empty. */
const PhoneLink = ({ value, icon }: { value: string; icon: ReactNode }) =>
  value ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {icon}
      <Link href={`tel:${value.replace(/\s/g, '')}`} sx={TARGET}>
        {value}
      </Link>
    </Box>
  ) : null;

/** A board member's phone and mobile numbers, each a tel: link after its named icon. */
const PhoneLinks = ({ member }: { member: BoardMember }) => {
  const translate = useTranslate();
  return (
    <>
      <PhoneLink
        value={member.phoneNumber}
        icon={<PhoneIcon fontSize="inherit" titleAccess={translate('club.columns.phoneNumber')} />}
      />
      <PhoneLink
        value={member.mobilePhoneNumber}
        icon={<SmartphoneIcon fontSize="inherit" titleAccess={translate('club.columns.mobilePhoneNumber')} />}
      />
    </>
  );
};

const EmailLink = ({ email }: { email: string }) =>
  email ? (
    <Link href={`mailto:${email}`} sx={{ ...TARGET, overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  ) : null;

/**
 * On a phone (below sm) the board as a list: per member the name and function, then e-mail and
 * phone numbers one under the other — all on screen, where a table would scroll sideways.
 */
const BoardList = ({ members, title }: { members: BoardMember[]; title: string }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {members.map((member) => (
        <Box component="li" key={member.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontWeight: 500 }}>{member.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`club.functions.${member.function}`, { _: member.function })}
          </Typography>
          <EmailLink email={member.email} />
          <PhoneLinks member={member} />
        </Box>
      ))}
    </Box>
  );
};

/**
 * The board (`GET /BoardMembers?includeAddress=false`): function, name, email and the phone and
 * mobile numbers (one cell, each after its icon), as links that start a mail or a call; below sm a
 * list instead of the table ({@link BoardList}).
 */
export const BoardCard = () => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // Asked once the counts above are on the screen (common/firstPaint.ts).
  const { data: fetched, error } = useGetList<BoardMember>('boardMembers', undefined, {
    enabled: useFirstPainted(),
  });
  // Rendered after the counts above have painted, in pieces that leave the phone free to answer taps.
  const data = useDeferredValue(fetched);
  const title = translate('club.board');
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {error && <Typography color="error">{translate('app.errors.unexpected')}</Typography>}
        {data?.length === 0 && <Typography>{translate('club.empty_board')}</Typography>}
        {data && data.length > 0 && narrow && <BoardList members={data} title={title} />}
        {data && data.length > 0 && !narrow && (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {['function', 'name', 'email', 'phone'].map((column) => (
                  <TableCell key={column}>{translate(`club.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((member) => (
                <TableRow key={member.id}>
                  <TableCell>
                    {translate(`club.functions.${member.function}`, { _: member.function })}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.name}</TableCell>
                  <TableCell>
                    <EmailLink email={member.email} />
                  </TableCell>
                  <TableCell>
                    <PhoneLinks member={member} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
