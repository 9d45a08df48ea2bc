/**
 * Reading documents — 'Downloads' (spec §7 "Documents"; docs/api/documents.md): the paged list with
 * its title search, and the detail. `url` is where /media serves the stored file.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { documents, files } from '../../db/schema';
import type { DocumentListRequest } from '../../schemas/documents';
import { mediaLocation } from '../images';
import { countUpTo, foldedTextFilter, pagedResult } from '../lists';

const listColumns = {
  id: documents.id,
  title: documents.title,
  isVisible: documents.isVisible,
  type: documents.type,
  fileId: documents.fileId,
  createdOn: documents.createdOn,
};

/** One page of documents, newest first unless sorted otherwise; `total` counts up to COUNT_CAP or the page (services/lists.ts). */
export async function listDocuments(db: Database, request: DocumentListRequest) {
  const where = foldedTextFilter(documents.title, request.searchString);
  const sortField = request.sortField ?? 'createdOn';
  const sortOrder = request.sortOrder ?? (sortField === 'title' ? 'ASC' : 'DESC');
  const direction = sortOrder === 'DESC' ? desc : asc;
  const column = sortField === 'title' ? sql`lower(${documents.title})` : sql`${documents.createdOn}`;
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(documents)
      .where(where)
      .orderBy(direction(column), direction(documents.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    countUpTo(db, db.select({ id: documents.id }).from(documents).where(where).$dynamic(), request),
  ]);
  const items = rows.map(({ fileId, createdOn, ...row }) => ({
    ...row,
    url: mediaLocation(fileId),
    createdOn: createdOn.toISOString(),
  }));
  return pagedResult('documents', request, total, items);
}

/** The document detail of docs/api/documents.md, or undefined for an unknown id. */
export async function getDocument(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({ ...listColumns, fileName: files.fileName, sizeBytes: files.sizeBytes })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(eq(documents.id, id));
  if (!row) return undefined;
  const { fileId, createdOn, ...detail } = row;
  return { ...detail, url: mediaLocation(fileId), createdOn: createdOn.toISOString() };
}
