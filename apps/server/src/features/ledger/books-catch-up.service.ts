import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../identity/actor';
import { documentsMissingFromBooks, lockChain, type MissingDocumentKind } from './ledger.queries';

/** How a feature posts one of its documents, as its own posting would have. */
export type DocumentPosting = (tx: Executor, id: number, actor: Actor) => Promise<void>;

/**
 * What the features post, registered by them at start-up so the books never reach up into them:
 * each kind of document the books may be missing, and the catch-ups of records that find their own
 * missing ones (expenses), each answering how many it wrote.
 */
export interface BooksPostings {
  readonly documents: Readonly<Record<MissingDocumentKind, DocumentPosting>>;
  readonly records: readonly ((tx: Executor, actor: Actor) => Promise<number>)[];
}

/**
 * Writes the entries of documents posted before the books began (a database from before migration
 * 0012, or a backup of one restored), and of expenses recorded before the books took them (before
 * migration 0017), each dated as its posting would have been. Runs at start-up;
 * on books that are complete it finds nothing and writes nothing. Answers how many records it posted.
 */
export async function bringBooksUpToDate(db: Db, actor: Actor, postings: BooksPostings): Promise<number> {
  return db.transaction(async (tx) => {
    await lockChain(tx);
    const missing = await documentsMissingFromBooks(tx);
    for (const { kind, id } of missing) await postings.documents[kind](tx, id, actor);
    let records = 0;
    for (const catchUp of postings.records) records += await catchUp(tx, actor);
    return missing.length + records;
  });
}
