import type { DocumentDetail, DocumentListItem } from '../../server/src/schemas/documents';

/** The detail of docs/api/documents.md: the show regulations, a visible PDF. */
export const reglement = (changes: Partial<DocumentDetail> = {}): DocumentDetail => ({
  id: 4,
  title: 'Reglement tentoonstelling 2026',
  type: 'pdf',
  url: '/media/5d0f6f3c-1111-4a2b-9c3d-000000000004',
  isVisible: true,
  fileName: 'reglement-2026.pdf',
  sizeBytes: 48_213,
  createdOn: '2026-10-01T18:22:00.000Z',
  ...changes,
});

/** Two rows of `POST /Documents/list`: the regulations (visible) and the board's list (hidden). */
export const documentRows = (): DocumentListItem[] => [
  {
    id: 4,
    title: 'Reglement tentoonstelling 2026',
    isVisible: true,
    type: 'pdf',
    url: '/media/5d0f6f3c-1111-4a2b-9c3d-000000000004',
    createdOn: '2026-10-01T18:22:00.000Z',
  },
  {
    id: 5,
    title: 'Ledenlijst bestuur',
    isVisible: false,
    type: 'xlsx',
    url: '/media/5d0f6f3c-1111-4a2b-9c3d-000000000005',
    createdOn: '2026-09-12T08:00:00.000Z',
  },
];

/** A PDF file as the browser hands it over (content does not matter to the SPA). */
export const pdfFile = (name = 'statuten-2027.pdf', bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
