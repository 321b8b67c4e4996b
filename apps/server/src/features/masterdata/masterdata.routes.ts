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
import { contractRoute } from '../../http/contract-route';
import { actorOf } from '../../http/actor';
import {
  listMasterdata,
  saveAccount,
  saveCharge,
  saveCustomer,
  saveDriver,
  saveTruck,
} from './masterdata-admin.service';

const BASE = '/api/transportation';

export function masterdataRoutes(app: FastifyInstance): void {
  for (const kind of MASTERDATA_KINDS) {
    contractRoute(app, {
      call: 'masterdata_list',
      method: 'GET',
      path: `${BASE}/${kind}_list`,
      query: masterdataListQuery,
      handler: async ({ query }) => ({
        success: true,
        ...(await listMasterdata(app.database.db, kind, query.search, query.include_inactive)),
      }),
    });
  }

  const saved = (id: number) => ({ success: true, id, message: 'Saved' });
  contractRoute(app, {
    call: 'masterdata_save',
    method: 'POST',
    path: `${BASE}/customer_save`,
    body: customerSavePayload,
    handler: async ({ body, request, user }) =>
      saved(await saveCustomer(app.database.db, body, actorOf(request, user))),
  });
  contractRoute(app, {
    call: 'masterdata_save',
    method: 'POST',
    path: `${BASE}/truck_save`,
    body: truckSavePayload,
    handler: async ({ body, request, user }) => saved(await saveTruck(app.database.db, body, actorOf(request, user))),
  });
  contractRoute(app, {
    call: 'masterdata_save',
    method: 'POST',
    path: `${BASE}/driver_save`,
    body: driverSavePayload,
    handler: async ({ body, request, user }) => saved(await saveDriver(app.database.db, body, actorOf(request, user))),
  });
  contractRoute(app, {
    call: 'masterdata_save',
    method: 'POST',
    path: `${BASE}/charge_save`,
    body: chargeSavePayload,
    handler: async ({ body, request, user }) => saved(await saveCharge(app.database.db, body, actorOf(request, user))),
  });
  contractRoute(app, {
    call: 'account_save',
    method: 'POST',
    path: `${BASE}/account_save`,
    body: accountSavePayload,
    handler: async ({ body, request, user }) => saved(await saveAccount(app.database.db, body, actorOf(request, user))),
  });
}
