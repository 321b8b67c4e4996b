import { truckSavePayload } from '@fleetledger/shared/masterdata/masterdata.contract';
import type { KindConfig } from './kind-config';

/** Trucks: a unique number (the server stores it in capitals). */
export const TRUCKS_KIND: KindConfig<'trucks'> = {
  kind: 'trucks',
  title: 'Trucks',
  noun: 'truck',
  savePath: 'truck_save',
  payloadSchema: truckSavePayload,
  emptyValues: { number: '' },
  toValues: (record) => ({ number: record.number }),
  toPayload: (values) => ({ number: values.number ?? '' }),
  nameOf: (record) => record.number,
  searchPlaceholder: 'Truck number',
  columns: [{ header: 'Truck number', cell: (record) => record.number }],
  fields: () => [
    {
      kind: 'text',
      name: 'number',
      label: 'Truck number',
      required: true,
      autoCapitalize: true,
      description: 'Must be unique; stored in capitals.',
    },
  ],
  minTableWidth: 420,
};
