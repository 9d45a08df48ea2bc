import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whether members see a document on the website: "zichtbaar" (green) or "verborgen". */
export const VisibilityChip = ({ isVisible }: { isVisible: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={isVisible ? 'success' : 'default'}
      label={translate(
        isVisible ? 'resources.documents.status.visible' : 'resources.documents.status.hidden',
      )}
    />
  );
};
