import type { FastifyInstance } from 'fastify';
import {
  documentNumbersResponse,
  documentPrefixPayload,
  documentPrefixResponse,
} from '@fleetledger/shared/settings/document-numbers.contract';
import { transportationCalls } from '../../http/transportation-calls';
import { documentNumbers, saveDocumentPrefix, savedMessage } from './document-numbers.service';
import { listenForPrefixes } from './prefix-listener';

/** The printed prefix of each document kind (beyond the spec; README, "Design decisions"). */
export function documentNumbersRoutes(app: FastifyInstance): void {
  const prefixes = listenForPrefixes(app.database, (error) =>
    app.log.error({ err: error }, 'document number prefixes'),
  );
  app.addHook('onReady', () => prefixes.ready);
  app.addHook('onClose', () => prefixes.stop());

  const calls = transportationCalls(app);
  calls.get('document_numbers', { answer: documentNumbersResponse }, async () => ({
    success: true,
    series: await documentNumbers(app.database.db),
  }));
  calls.post(
    'document_prefix_save',
    { takes: documentPrefixPayload, answer: documentPrefixResponse },
    async ({ body, actor }) => {
      const series = await saveDocumentPrefix(app.database.db, body, actor);
      return { success: true, message: savedMessage(series), series };
    },
  );
}
