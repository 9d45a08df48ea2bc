import { Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One part of the revue's mailing page: an outlined region named by its h2 (translation key `title`,
 * with `titleArgs`), its content below; `wide` spans both columns of the page.
 */
export const MailingSection = ({
  title,
  titleArgs,
  wide = false,
  children,
}: {
  title: string;
  titleArgs?: Record<string, unknown>;
  wide?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0, gridColumn: wide ? { md: '1 / -1' } : undefined }}
    >
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(title, titleArgs)}
      </Typography>
      {children}
    </Paper>
  );
};
