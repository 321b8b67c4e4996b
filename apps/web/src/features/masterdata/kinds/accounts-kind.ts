import { ACCOUNT_TYPES, accountSavePayload } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { FieldSpec, KindConfig } from './kind-config';

const SIDES = [
  { value: 'dr', label: 'DR (debit)' },
  { value: 'cr', label: 'CR (credit)' },
];
const TYPE_LABELS = { asset: 'Asset', liability: 'Liability', equity: 'Equity', income: 'Income', expense: 'Expense' };
const TYPES = ACCOUNT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));
const FIXED = "Used by the books' posting rules: it keeps its type and side and stays active.";

/**
 * The chart of accounts (Admin): each account's code, name, type and side. Accounts a posting rule
 * uses by id are fixed: they can be renamed and re-coded, but keep their type and side and stay active
 * (the server refuses otherwise).
 */
export const ACCOUNTS_KIND: KindConfig<'accounts'> = {
  kind: 'accounts',
  title: 'Chart of Accounts',
  noun: 'account',
  savePath: 'account_save',
  payloadSchema: accountSavePayload,
  emptyValues: { code: '', name: '', description: '', type: 'expense', dr_cr: 'dr' },
  toValues: (record) => ({
    code: record.code,
    name: record.name,
    description: record.description ?? '',
    type: record.type,
    dr_cr: record.dr_cr,
  }),
  toPayload: (values) => ({
    code: values.code ?? '',
    name: values.name ?? '',
    description: values.description ?? '',
    type: values.type ?? '',
    dr_cr: values.dr_cr ?? '',
  }),
  nameOf: (record) => `${record.code} · ${record.name}`,
  searchPlaceholder: 'Account name or description',
  columns: [
    { header: 'Code', cell: (record) => record.code },
    { header: 'Account', cell: (record) => record.name, wrap: true },
    { header: 'Description', cell: (record) => record.description ?? '', wrap: true },
    { header: 'Type', cell: (record) => TYPE_LABELS[record.type] },
    { header: 'Side', cell: (record) => record.dr_cr.toUpperCase() },
    { header: 'Fixed', cell: (record) => (record.fixed ? 'Fixed' : '') },
  ],
  fields: (record): readonly FieldSpec[] => [
    { kind: 'text', name: 'code', label: 'Code', required: true },
    { kind: 'text', name: 'name', label: 'Account name', required: true },
    { kind: 'text', name: 'description', label: 'Description' },
    ...(record?.fixed === true
      ? ([
          { kind: 'readonly', name: 'type', label: 'Type', text: TYPE_LABELS[record.type], description: FIXED },
          { kind: 'readonly', name: 'dr_cr', label: 'Side', text: record.dr_cr.toUpperCase(), description: FIXED },
        ] as const)
      : ([
          { kind: 'select', name: 'type', label: 'Type', required: true, choices: TYPES },
          { kind: 'select', name: 'dr_cr', label: 'Side', required: true, choices: SIDES },
        ] as const)),
  ],
  minTableWidth: 720,
};
