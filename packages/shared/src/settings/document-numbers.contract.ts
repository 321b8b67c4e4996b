import { z } from 'zod';
import { version } from '../contract-fields';
import {
  NUMBERED_DOCUMENT_NAMES,
  NUMBERED_DOCUMENTS,
  type NumberedDocument,
  type NumberPrefixes,
  PREFIX_MAX_LENGTH,
  PREFIX_MESSAGES,
  prefixProblem,
} from '../documents/document-number-prefixes';

/*
 * Document numbers (beyond the spec; README, "Design decisions"): the printed prefix of each numbered
 * kind is the company's setting. A new prefix prints from the kind's next number on.
 */

export const DOCUMENT_NUMBER_MESSAGES = {
  kind: `Choose a document kind: ${NUMBERED_DOCUMENTS.join(', ')}`,
  prefixTaken: (prefix: string, kind: NumberedDocument) =>
    `${prefix} is the prefix of ${NUMBERED_DOCUMENT_NAMES[kind]} numbers: each kind needs its own`,
  saved: (kind: NumberedDocument, next: string) => `${NUMBERED_DOCUMENT_NAMES[kind]} numbers continue as ${next}`,
  stale: 'This prefix was changed by someone else since you opened it. Compare and choose.',
} as const;

const numberedKind = z.enum(NUMBERED_DOCUMENTS, { error: DOCUMENT_NUMBER_MESSAGES.kind });

const prefixRange = z.object({ from_number: z.number(), prefix: z.string() });

/** One kind's numbering: the prefix new numbers take, the next number, and every prefix it has printed with. */
export const documentNumberSeries = z.object({
  kind: numberedKind,
  prefix: z.string(),
  next_number: z.number(),
  ranges: z.array(prefixRange),
  version: z.number(),
});
export type DocumentNumberSeries = z.infer<typeof documentNumberSeries>;

/** GET document_numbers (any signed-in user: every screen prints numbers with them). */
export const documentNumbersResponse = z.object({ success: z.literal(true), series: z.array(documentNumberSeries) });

/** POST document_prefix_save (Admin): the kind's new prefix, at the version its series was read at. */
export const documentPrefixPayload = z.object({
  kind: numberedKind,
  prefix: z
    // A text far past the limit is refused before it is trimmed.
    .string({ error: PREFIX_MESSAGES.required })
    .max(PREFIX_MAX_LENGTH * 4, PREFIX_MESSAGES.tooLong)
    .transform((prefix) => prefix.trim())
    .superRefine((prefix, ctx) => {
      const problem = prefixProblem(prefix);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
  version: version(),
});
export type DocumentPrefixPayload = z.input<typeof documentPrefixPayload>;
export type DocumentPrefixInput = z.output<typeof documentPrefixPayload>;

export const documentPrefixResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  series: documentNumberSeries,
});

/** The ranges every printed number is read with, from the series as answered. */
export function numberPrefixesOf(series: readonly DocumentNumberSeries[]): NumberPrefixes {
  return Object.fromEntries(series.map((one) => [one.kind, one.ranges])) as unknown as NumberPrefixes;
}
