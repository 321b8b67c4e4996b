import { chargeSavePayload, type AccountOption } from '@fleetledger/shared/masterdata/masterdata.contract';
import { idOrNull, text, type KindConfig, type SelectChoice } from './kind-config';

export function accountLabel(account: AccountOption): string {
  return `${account.id} · ${account.name} (${account.dr_cr})`;
}

/** Expense charge types, each grouped under an account of the chart of accounts. */
export function chargesKind(accounts: readonly AccountOption[]): KindConfig<'charges'> {
  const choices: SelectChoice[] = accounts.map((account) => ({
    value: String(account.id),
    label: accountLabel(account),
  }));
  return {
    kind: 'charges',
    title: 'Charges',
    noun: 'charge',
    savePath: 'charge_save',
    payloadSchema: chargeSavePayload,
    emptyValues: { name: '', account_id: '' },
    toValues: (record) => ({ name: record.name, account_id: text(record.account_id) }),
    toPayload: (values) => ({ name: values.name ?? '', account_id: idOrNull(values.account_id) }),
    nameOf: (record) => record.name,
    searchPlaceholder: 'Charge name',
    columns: [
      { header: 'Charge', cell: (record) => record.name, wrap: true },
      { header: 'Account', cell: (record) => record.account_name, wrap: true },
    ],
    fields: (record) => {
      // A record keeps showing its account even if the list no longer offers it (made inactive, or a
      // control account from before the rule), and says what the save will ask.
      const notOffered = record !== null && !choices.some((choice) => choice.value === String(record.account_id));
      const missing = notOffered ? [{ value: String(record.account_id), label: record.account_name }] : [];
      return [
        { kind: 'text', name: 'name', label: 'Charge name', required: true },
        {
          kind: 'select',
          name: 'account_id',
          label: 'Account',
          required: true,
          choices: [...choices, ...missing],
          placeholder: 'Choose an account',
          description: notOffered
            ? `${record.account_name} no longer takes charges: choose another account, or deactivate the charge.`
            : 'Reports group this charge under the account.',
        },
      ];
    },
    minTableWidth: 560,
  };
}
