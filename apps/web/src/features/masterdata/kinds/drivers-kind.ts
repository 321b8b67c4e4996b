import {
  driverSavePayload,
  type DriverRecord,
  type TruckRecord,
} from '@fleetledger/shared/masterdata/masterdata.contract';
import type { UserRecord } from '@fleetledger/shared/users/users.contract';
import { idOrNull, text, type FieldSpec, type KindConfig, type SelectChoice } from './kind-config';

interface DriverLookups {
  /** Active trucks, for the default truck. */
  trucks: readonly TruckRecord[];
  /** The user accounts an Admin may link; null when the signed-in user may not list users (Managers). */
  users: readonly UserRecord[] | null;
}

function withCurrent(choices: SelectChoice[], current: SelectChoice | null): SelectChoice[] {
  if (current === null || choices.some((choice) => choice.value === current.value)) return choices;
  return [...choices, current];
}

/** Drivers: name, default truck and, optionally, the user account the driver signs in with. */
export function driversKind({ trucks, users }: DriverLookups): KindConfig<'drivers'> {
  const truckChoices = trucks.map((truck) => ({ value: String(truck.id), label: truck.number }));
  const userChoices =
    users
      ?.filter((user) => user.active)
      .map((user) => ({ value: String(user.id), label: `${user.name} · ${user.email} (${user.role})` })) ?? [];

  const userField = (record: DriverRecord | null): FieldSpec => {
    const description = 'The account this driver signs in with, if any.';
    if (users === null) {
      return {
        kind: 'readonly',
        name: 'user_id',
        label: 'User account',
        text: record?.user_email ?? 'None',
        description: 'Only an Admin can change the linked account.',
      };
    }
    const current =
      record?.user_id != null
        ? { value: String(record.user_id), label: record.user_email ?? `User ${record.user_id}` }
        : null;
    return {
      kind: 'select',
      name: 'user_id',
      label: 'User account',
      choices: withCurrent(userChoices, current),
      placeholder: 'No user account',
      description,
    };
  };

  return {
    kind: 'drivers',
    title: 'Drivers',
    noun: 'driver',
    savePath: 'driver_save',
    payloadSchema: driverSavePayload,
    emptyValues: { name: '', truck_id: '', user_id: '' },
    toValues: (record) => ({ name: record.name, truck_id: text(record.truck_id), user_id: text(record.user_id) }),
    toPayload: (values) => ({
      name: values.name ?? '',
      truck_id: idOrNull(values.truck_id),
      user_id: idOrNull(values.user_id),
    }),
    nameOf: (record) => record.name,
    searchPlaceholder: 'Driver name',
    columns: [
      { header: 'Name', cell: (record) => record.name, wrap: true },
      { header: 'Default truck', cell: (record) => text(record.truck_number) },
      { header: 'User account', cell: (record) => text(record.user_email) },
    ],
    fields: (record) => {
      const currentTruck =
        record?.truck_id != null
          ? { value: String(record.truck_id), label: `${record.truck_number ?? record.truck_id} (inactive)` }
          : null;
      return [
        { kind: 'text', name: 'name', label: 'Driver name', required: true },
        {
          kind: 'select',
          name: 'truck_id',
          label: 'Default truck',
          choices: withCurrent(truckChoices, currentTruck),
          placeholder: 'No default truck',
          description: 'Job entry fills this truck in when the driver is chosen.',
        },
        userField(record),
      ];
    },
    minTableWidth: 640,
  };
}
