/**
 * Changing documents — 'Downloads' (docs/api/documents.md): upload, update title and visibility,
 * delete together with the stored file. Each is one transaction; 404 (ApiError) for an unknown id.
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { documents, files } from '../../db/schema';
import { notFound, orNotFound } from '../../errors';
import type { DocumentFields } from '../../schemas/documents';
import { storeFiles } from '../images';
import type { FormFile } from '../uploads/formFile';
import { getDocument } from './queries';

async function detail(tx: Transaction, id: number) {
  return orNotFound(await getDocument(tx, id), 'document', id);
}

/** Stores `file` (already read and checked) and lists it as a document of the kind its content is. */
export function createDocument(db: Database, fields: DocumentFields, file: FormFile) {
  return db.transaction(async (tx) => {
    const [fileId] = await storeFiles(tx, [file]);
    const [{ id }] = await tx
      .insert(documents)
      .values({ title: fields.title.trim(), isVisible: fields.isVisible, type: file.kind, fileId })
      .returning({ id: documents.id });
    return detail(tx, id);
  });
}

export function updateDocument(db: Database, id: number, fields: DocumentFields) {
  return db.transaction(async (tx) => {
    await tx
      .update(documents)
      .set({ title: fields.title.trim(), isVisible: fields.isVisible })
      .where(eq(documents.id, id));
    return detail(tx, id);
  });
}

/** Deletes the document and its stored file (so its /media address answers 404). */
export function deleteDocument(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(documents)
      .where(eq(documents.id, id))
      .returning({ fileId: documents.fileId });
    if (!deleted) throw notFound('document', id);
    await tx.delete(files).where(eq(files.id, deleted.fileId));
  });
}
