import {
  isDocumentStatus,
  isEditableStatus,
  STATUS_MESSAGES,
  type DocumentKind,
  type DocumentStatus,
} from '@fleetledger/shared/documents/document-status';
import type { Db, Executor } from '../db/client';
import { documentIdByNumber, type DocumentTable } from '../db/document-by-number';
import { conflict, notFound } from '../http/http-error';
import { refuseLockedDates } from './lock-date';
import { requireVersion } from './stale-edit';

/** A stored status the kind's table does not know reads as Created. */
export function storedStatus(status: string): DocumentStatus {
  return isDocumentStatus(status) ? status : 'Created';
}

/**
 * How the kernel reaches one kind's row: its table, the row locked and written with the version
 * moved on, the document as its screen reads it, and the messages of a missing or stale one.
 */
export interface DocumentRow<Current> {
  kind: DocumentKind;
  table: DocumentTable;
  notFoundMessage: string;
  staleMessage: string;
  /** The row locked; `opening` true for an open item the opening balances brought in. */
  lockRow: (
    db: Executor,
    id: number,
  ) => Promise<{ status: string; version: number; date: string; opening?: boolean } | undefined>;
  updateRow: (
    tx: Executor,
    id: number,
    values: { status: DocumentStatus; updatedBy: number | null },
  ) => Promise<unknown>;
  current: (db: Executor, id: number) => Promise<Current>;
}

/** The document a user names by its number, as its screen reads it. */
export async function documentByNumber<Current>(db: Db, row: DocumentRow<Current>, number: number): Promise<Current> {
  const id = await documentIdByNumber(db, row.table, number);
  if (id === undefined) throw notFound(row.notFoundMessage);
  return row.current(db, id);
}

/**
 * An update's first step: the row locked, at the version the user read, still open to edits, and not
 * dated on or before the lock date (the date it is given is checked with its other fields).
 */
export async function lockForEdit<Current>(
  tx: Executor,
  row: DocumentRow<Current>,
  id: number,
  version: number,
): Promise<void> {
  const stored = await row.lockRow(tx, id);
  if (stored === undefined) throw notFound(row.notFoundMessage);
  await requireVersion(stored, version, row.staleMessage, () => row.current(tx, id));
  const status = storedStatus(stored.status);
  if (!isEditableStatus(status)) throw conflict(STATUS_MESSAGES.notEditable(status));
  await refuseLockedDates(tx, stored.date);
}
