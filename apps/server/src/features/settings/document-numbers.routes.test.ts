import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VERSION_REQUIRED } from '@fleetledger/shared/contract-fields';
import {
  NUMBERED_DOCUMENTS,
  printedNumber,
  PREFIX_MAX_LENGTH,
  PREFIX_MESSAGES,
  SPEC_NUMBER_PREFIXES,
} from '@fleetledger/shared/documents/document-number-prefixes';
import {
  DOCUMENT_NUMBER_MESSAGES,
  documentNumbersResponse,
  type DocumentNumberSeries,
} from '@fleetledger/shared/settings/document-numbers.contract';
import { clearBooks } from '../../../test/clear-books';
import { moneyVoucherCalls } from '../../../test/document-calls';
import { journalLine } from '../../../test/journal-line';
import { useSignedInApp } from '../../../test/signed-in-app';
import { tableCounts } from '../../../test/table-counts';
import { until } from '../../../test/until';
import { adoptStoredPrefixes } from './document-numbers.service';

const CODES = { cancel: '4711', admin: '9021' };
const api = useSignedInApp({ authority: 1, listening: true, securityCodes: CODES });
const { call } = api;
const journals = moneyVoucherCalls(call, 'journal');
const db = () => api.ctx.database.db;
const NUMBERING_TABLES = ['document_number_prefixes', 'document_number_series', 'audit_log'];

/** Back to the spec's prefixes, one range each, and no journals. */
beforeEach(async () => {
  await clearBooks(db());
  await db().execute(
    sql`delete from attachments where owner_kind = 'journal'; delete from journal_lines; delete from journal_request_keys; delete from journals; delete from document_counters`,
  );
  await db().execute(sql`delete from document_number_prefixes where from_number > 1`);
  for (const kind of NUMBERED_DOCUMENTS) {
    await db().execute(
      sql`update document_number_prefixes set prefix = ${SPEC_NUMBER_PREFIXES[kind]} where kind = ${kind}`,
    );
  }
  await db().execute(sql`select pg_notify('document_number_prefixes', '')`);
  await until(() => printedNumber('journal', 1_000_000) === 'JV-ARG-1000000', 'the spec prefixes read back');
});

const series = async (kind: string): Promise<DocumentNumberSeries> => {
  const answer = await call('GET', 'document_numbers');
  return documentNumbersResponse.parse(answer.json()).series.find((one) => one.kind === kind)!;
};

/** A Posted-ready journal, as Create Journal sends it: its number as answered. */
const createJournal = async () => {
  const answer = await call('POST', 'vouchers/journal_generate', {
    date: '2026-11-10',
    reference: 'PREFIX',
    narration: 'Capital paid in',
    user_id: 1,
    lines: [journalLine(26, 100, 0, 'Capital'), journalLine(46, 0, 100, 'Capital')],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().number as number;
};

const savePrefix = (body: Record<string, unknown>, authority: 1 | 2 | 3 | 4 = 1) =>
  call('POST', 'document_prefix_save', body, authority);

describe('document_numbers', () => {
  it("answers every kind's prefix, next number and ranges to any signed-in user", async () => {
    await createJournal();
    for (const authority of [1, 2, 3, 4] as const) {
      const answer = await call('GET', 'document_numbers', undefined, authority);
      expect(answer.statusCode).toBe(200);
      const { series } = documentNumbersResponse.parse(answer.json());
      expect(series.map((one) => [one.kind, one.prefix])).toEqual(
        NUMBERED_DOCUMENTS.map((kind) => [kind, SPEC_NUMBER_PREFIXES[kind]]),
      );
      const journals = series.find((one) => one.kind === 'journal')!;
      expect(journals).toMatchObject({ next_number: 2, ranges: [{ from_number: 1, prefix: 'JV-ARG-' }] });
    }
  });
});

describe('document_prefix_save', () => {
  it('prints the new prefix from the next number on; numbers given keep theirs, and both read back as typed', async () => {
    const first = await createJournal();
    const before = await series('journal');
    const audited = await db().execute(sql`select coalesce(max(id), 0) as id from audit_log`);
    const saved = await savePrefix({ kind: 'journal', prefix: 'JV-2027-', version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: `Journal numbers continue as JV-2027-${first + 1}`,
      series: {
        prefix: 'JV-2027-',
        next_number: first + 1,
        version: before.version + 1,
        ranges: [
          { from_number: 1, prefix: 'JV-ARG-' },
          { from_number: first + 1, prefix: 'JV-2027-' },
        ],
      },
    });
    const second = await createJournal();
    expect(second).toBe(first + 1);
    // The books keep the number as printed when the journal is posted: each under its own prefix.
    for (const [number, printed] of [
      [first, `JV-ARG-${first}`],
      [second, `JV-2027-${second}`],
    ] as const) {
      const read = await call('POST', 'vouchers/journal_details', { journal_number: printed });
      expect(read.json()).toMatchObject({ number });
      await journals.walk(number, ['Approved', 'Posted'], { cancel_code: CODES.cancel, admin_code: CODES.admin });
      const entry = await db().execute(
        sql`select source_number from ledger_entries where source_kind = 'journal' and source_id = (select id from journals where number = ${number})`,
      );
      expect(entry.rows).toEqual([{ source_number: printed }]);
    }
    const audit = await db().execute(
      sql`select after->>'prefix' as prefix from audit_log
          where entity = 'settings' and entity_id = 'document_numbers' and id > ${audited.rows[0]!.id}`,
    );
    expect(audit.rows).toEqual([{ prefix: 'JV-2027-' }]);
  });

  it('rewrites a prefix no number has reached yet, and going back leaves one range', async () => {
    await createJournal();
    const v1 = (await series('journal')).version;
    expect((await savePrefix({ kind: 'journal', prefix: 'JV-2O27-', version: v1 })).statusCode).toBe(200);
    const typo = await savePrefix({ kind: 'journal', prefix: 'JV-2027-', version: v1 + 1 });
    expect(typo.json().series.ranges).toEqual([
      { from_number: 1, prefix: 'JV-ARG-' },
      { from_number: 2, prefix: 'JV-2027-' },
    ]);
    const back = await savePrefix({ kind: 'journal', prefix: 'JV-ARG-', version: v1 + 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().series.ranges).toEqual([{ from_number: 1, prefix: 'JV-ARG-' }]);
  });

  it('refuses a stale version with 409 and the series as it is, and a missing one with 400', async () => {
    const v = (await series('invoice')).version;
    expect((await savePrefix({ kind: 'invoice', prefix: 'INV-26-', version: v })).statusCode).toBe(200);
    const stored = await tableCounts(db(), NUMBERING_TABLES);
    const stale = await savePrefix({ kind: 'invoice', prefix: 'INV-27-', version: v });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: DOCUMENT_NUMBER_MESSAGES.stale,
      current: { kind: 'invoice', prefix: 'INV-26-', version: v + 1 },
    });
    const missing = await savePrefix({ kind: 'invoice', prefix: 'INV-27-' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.version).toBe(VERSION_REQUIRED);
    expect(await tableCounts(db(), NUMBERING_TABLES)).toEqual(stored);
    expect((await series('invoice')).prefix).toBe('INV-26-');
  });

  it('names each bad field with its message, and changes nothing', async () => {
    const version = (await series('receipt')).version;
    const before = await tableCounts(db(), NUMBERING_TABLES);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ prefix: '' }, 'prefix', 'A prefix is required'],
      [{ prefix: '   ' }, 'prefix', 'A prefix is required'],
      [{ prefix: undefined }, 'prefix', PREFIX_MESSAGES.required],
      [{ prefix: 7 }, 'prefix', PREFIX_MESSAGES.required],
      [{ prefix: 'R'.repeat(PREFIX_MAX_LENGTH + 1) }, 'prefix', `A prefix is at most ${PREFIX_MAX_LENGTH} characters`],
      [{ prefix: 'R'.repeat(100_000) }, 'prefix', PREFIX_MESSAGES.tooLong],
      [{ prefix: 'RC PT-' }, 'prefix', 'A prefix holds letters, digits, - and / only'],
      [{ prefix: 'إيصال-' }, 'prefix', 'A prefix holds letters, digits, - and / only'],
      [{ prefix: 'RCPT2026' }, 'prefix', 'A prefix cannot end in a digit: end it with - or /'],
      [{ prefix: 'inv-arg-' }, 'prefix', DOCUMENT_NUMBER_MESSAGES.prefixTaken('inv-arg-', 'invoice')],
      [{ kind: 'quotation' }, 'kind', DOCUMENT_NUMBER_MESSAGES.kind],
      [{ kind: undefined }, 'kind', DOCUMENT_NUMBER_MESSAGES.kind],
      [{ version: 'one' }, 'version', VERSION_REQUIRED],
    ];
    for (const [override, field, message] of cases) {
      const answer = await savePrefix({ kind: 'receipt', prefix: 'RV-', version, ...override });
      expect(answer.statusCode, JSON.stringify(override).slice(0, 80)).toBe(400);
      expect(answer.json().errors[field], JSON.stringify(override).slice(0, 80)).toBe(message);
    }
    expect(await tableCounts(db(), NUMBERING_TABLES)).toEqual(before);
    expect((await series('receipt')).prefix).toBe('RCPT-ARG-');
  });

  it('takes a series read and saved back untouched, and changes nothing', async () => {
    const read = await series('receipt');
    const before = await tableCounts(db(), NUMBERING_TABLES);
    const saved = await savePrefix({ kind: read.kind, prefix: read.prefix, version: read.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: `Receipt numbers continue as RCPT-ARG-${read.next_number}`,
      series: read,
    });
    expect(await tableCounts(db(), NUMBERING_TABLES)).toEqual(before);
    expect(await series('receipt')).toEqual(read);
  });

  it('is the Admin’s alone', async () => {
    const version = (await series('payment')).version;
    const before = await tableCounts(db(), NUMBERING_TABLES);
    for (const authority of [2, 3, 4] as const) {
      expect((await savePrefix({ kind: 'payment', prefix: 'PV2-', version }, authority)).statusCode).toBe(403);
    }
    expect(await tableCounts(db(), NUMBERING_TABLES)).toEqual(before);
  });

  it('lets one of 20 saves at the same version through, and numbers taken meanwhile print as their range says', async () => {
    const version = (await series('journal')).version;
    const saves = Array.from({ length: 20 }, (_, i) =>
      api.postThroughServer('document_prefix_save', {
        kind: 'journal',
        prefix: `J${String.fromCharCode(65 + i)}-`,
        version,
      }),
    );
    const journals = Array.from({ length: 10 }, () => createJournal());
    const statuses = (await Promise.all(saves)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const numbers = await Promise.all(journals);
    expect(new Set(numbers).size).toBe(10);
    const { ranges } = await series('journal');
    expect(ranges).toHaveLength(2);
    for (const number of numbers) {
      const expected = number >= ranges[1]!.from_number ? ranges[1]!.prefix : 'JV-ARG-';
      expect(printedNumber('journal', number)).toBe(`${expected}${number}`);
    }
  });

  it('gives one prefix sent for every kind at once to one kind alone', async () => {
    const all = documentNumbersResponse.parse((await call('GET', 'document_numbers')).json()).series;
    const answers = await Promise.all(
      all.map(({ kind, version }) => api.postThroughServer('document_prefix_save', { kind, prefix: 'SAME-', version })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(all.length - 1);
    const after = documentNumbersResponse.parse((await call('GET', 'document_numbers')).json()).series;
    expect(after.filter((one) => one.prefix === 'SAME-')).toHaveLength(1);
  });

  it('keeps the newest read when two finish out of order', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A read of the database as it was, held back until a read of it changed has finished.
    let readBefore = false;
    const slow = Object.assign(Object.create(db()) as ReturnType<typeof db>, {
      execute: async (query: Parameters<ReturnType<typeof db>['execute']>[0]) => {
        const answer = await db().execute(query);
        readBefore = true;
        await gate;
        return answer;
      },
    });
    const earlier = adoptStoredPrefixes(slow);
    await until(() => readBefore, 'the earlier read has read the ranges');
    await db().execute(sql`update document_number_prefixes set prefix = 'DN-Y-' where kind = 'debit_note'`);
    await adoptStoredPrefixes(db());
    open();
    await earlier;
    expect(printedNumber('debit_note', 4)).toBe('DN-Y-4');
  });

  it('reaches every instance: a change told by NOTIFY is read afresh', async () => {
    await db().execute(sql`update document_number_prefixes set prefix = 'DN-X-' where kind = 'debit_note'`);
    await db().execute(sql`select pg_notify('document_number_prefixes', '')`);
    await until(() => printedNumber('debit_note', 4) === 'DN-X-4', 'the told prefix adopted');
  });
});
