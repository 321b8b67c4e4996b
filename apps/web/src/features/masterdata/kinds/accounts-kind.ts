import { accountSavePayload } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { FieldSpec, KindConfig } from './kind-config';

const SIDES = [
  { value: 'dr', label: 'DR (debit)' },
  { value: 'cr', label: 'CR (credit)' },
];

/**
 * The chart of accounts (Admin). Accounts the documents use by id are fixed: they can be renamed,
 * but keep their side and stay active (the server refuses otherwise).
 */
export const ACCOUNTS_KIND: KindConfig<'accounts'> = {
  kind: 'accounts',
  title: 'Chart of Accounts',
  noun: 'account',
  savePath: 'account_save',
  payloadSchema: accountSavePayload,
  emptyValues: { name: '', description: '', dr_cr: 'dr' },
  toValues: (record) => ({ name: record.name, description: record.description ?? '', dr_cr: record.dr_cr }),
  toPayload: (values) => ({
    name: values.name ?? '',
    description: values.description ?? '',
    dr_cr: values.dr_cr ?? '',
  }),
  nameOf: (record) => `${record.id} · ${record.name}`,
  searchPlaceholder: 'Account name or description',
  columns: [
    { header: 'No', cell: (record) => String(record.id) },
    { header: 'Account', cell: (record) => record.name, wrap: true },
    { header: 'Description', cell: (record) => record.description ?? '', wrap: true },
    { header: 'Side', cell: (record) => record.dr_cr.toUpperCase() },
    { header: 'Fixed', cell: (record) => (record.fixed ? 'Fixed' : '') },
  ],
  fields: (record): readonly FieldSpec[] => [
    { kind: 'text', name: 'name', label: 'Account name', required: true },
    { kind: 'text', name: 'description', label: 'Description' },
    record?.fixed === true
      ? {
          kind: 'readonly',
          name: 'dr_cr',
          label: 'Side',
          text: record.dr_cr.toUpperCase(),
          description: 'Used by the documents: it keeps its side and stays active.',
        }
      : { kind: 'select', name: 'dr_cr', label: 'Side', required: true, choices: SIDES },
  ],
  minTableWidth: 640,
};
