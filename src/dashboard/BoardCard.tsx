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
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { BoardMember } from '../../server/src/schemas/boardMembers';

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

/**
 * The board (`GET /BoardMembers?includeAddress=false`): function, name, email and the phone and
 * mobile numbers (one cell, each after its icon), as links that start a mail or a call.
 */
export const BoardCard = () => {
  const translate = useTranslate();
  const { data, error } = useGetList<BoardMember>('boardMembers');
  const title = translate('club.board');
  const phone = translate('club.columns.phoneNumber');
  const mobile = translate('club.columns.mobilePhoneNumber');
  return (
    <Card>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {error && <Typography color="error">{translate('app.errors.unexpected')}</Typography>}
        {data?.length === 0 && <Typography>{translate('club.empty_board')}</Typography>}
        {data && data.length > 0 && (
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
                    {member.email && (
                      <Link href={`mailto:${member.email}`} sx={TARGET}>
                        {member.email}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <PhoneLink
                      value={member.phoneNumber}
                      icon={<PhoneIcon fontSize="inherit" titleAccess={phone} />}
                    />
                    <PhoneLink
                      value={member.mobilePhoneNumber}
                      icon={<SmartphoneIcon fontSize="inherit" titleAccess={mobile} />}
                    />
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
