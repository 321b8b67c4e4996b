import type { FastifyInstance } from 'fastify';
import {
  accountSavePayload,
  chargeSavePayload,
  customerSavePayload,
  driverSavePayload,
  MASTERDATA_KINDS,
  masterdataListQuery,
  truckSavePayload,
} from '@fleetledger/shared/masterdata/masterdata.contract';
import { transportationCalls } from '../../http/transportation-calls';
import {
  listMasterdata,
  saveAccount,
  saveCharge,
  saveCustomer,
  saveDriver,
  saveTruck,
} from './masterdata-admin.service';

export function masterdataRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  const lists = transportationCalls(app, { call: 'masterdata_list' });
  for (const kind of MASTERDATA_KINDS) {
    lists.get(`${kind}_list`, masterdataListQuery, async ({ query }) => ({
      success: true,
      ...(await listMasterdata(db(), kind, query.search, query.include_inactive)),
    }));
  }

  const saved = (id: number) => ({ success: true, id, message: 'Saved' });
  const saves = transportationCalls(app, { call: 'masterdata_save' });
  saves.post('customer_save', customerSavePayload, async ({ body, actor }) =>
    saved(await saveCustomer(db(), body, actor)),
  );
  saves.post('truck_save', truckSavePayload, async ({ body, actor }) => saved(await saveTruck(db(), body, actor)));
  saves.post('driver_save', driverSavePayload, async ({ body, actor }) => saved(await saveDriver(db(), body, actor)));
  saves.post('charge_save', chargeSavePayload, async ({ body, actor }) => saved(await saveCharge(db(), body, actor)));
  transportationCalls(app).post('account_save', accountSavePayload, async ({ body, actor }) =>
    saved(await saveAccount(db(), body, actor)),
  );
}
