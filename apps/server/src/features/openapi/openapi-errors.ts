import { z } from 'zod';
import type { Envelope } from '../../http/envelope';

const errorFields = {
  message: z.string().describe('What went wrong, in words for the user'),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe('On a 400: one message per field, by its path (`items.0.amount`; `_` for the body itself)'),
  current: z.unknown().optional().describe('On a 409 of a stale edit: the record as it is now, with its `version`'),
  requestId: z.string().optional().describe('On a 500: the request id, also in the logs and `x-request-id`'),
};

/** Each envelope's error body, as `errorBody` (http/envelope.ts) writes it; a 409 may add fields of its own. */
export const ERROR_BODIES: Record<Envelope, z.ZodType> = {
  success: z.looseObject({ success: z.literal(false), ...errorFields }),
  status: z.looseObject({ status: z.literal('error'), ...errorFields }),
  error: z.looseObject({ error: z.string().describe('The message again, beside the answer’s fields'), ...errorFields }),
};

/** The component name of each envelope's error body. */
export const ERROR_BODY_NAMES: Record<Envelope, string> = {
  success: 'ErrorSuccessFalse',
  status: 'ErrorStatusError',
  error: 'ErrorField',
};

/** What every call may answer besides its own answer, and when. */
export const ERROR_ANSWERS = {
  400: 'Bad input: `message` and `errors`, one message per field; nothing was changed',
  401: 'No session, or it ended: sign in (`POST /api/transportation/login`)',
  403: 'Your authority may not make this call, or a write came from another site',
  404: 'What the call names (its id or number) does not exist',
  409: 'The `version` sent is stale: someone changed the record since it was read; `current` is the record as it is now',
  413: 'The request or the uploaded file is too large',
  500: 'The server failed: the message carries the request id; never a stack trace',
  503: 'The database is not answering right now; try again after `Retry-After` seconds',
  default:
    'Any other refusal, in the same envelope: 409 when the call conflicts with the records in another way ' +
    '(e.g. a number already used); 415 for a content type other than JSON, a form or multipart; 429 with ' +
    '`Retry-After` when attempts are limited',
} as const;
