import { StateChip } from '../../common/StateChip';

/** Whether members see a document on the website: "zichtbaar" (green) or "verborgen". */
export const VisibilityChip = ({ isVisible }: { isVisible: boolean }) => (
  <StateChip
    on={isVisible}
    onLabel="resources.documents.status.visible"
    offLabel="resources.documents.status.hidden"
  />
);
