import { z } from 'zod';
import { flag, requiredId } from '../contract-fields';

/**
 * Attachments belong to an owner: a job today, an invoice, purchase or receipt next. Each owner kind
 * declares on the server who may read and change them and when the owner is locked.
 */
export const ATTACHMENT_OWNER_KINDS = ['job', 'invoice', 'purchase', 'receipt', 'payment', 'journal'] as const;
export type AttachmentOwnerKind = (typeof ATTACHMENT_OWNER_KINDS)[number];

export const attachmentLink = z.object({ id: z.number(), url: z.string(), name: z.string() });
export type AttachmentLink = z.infer<typeof attachmentLink>;

/** A file part of a multipart upload, as the server's multipart reader hands it over. */
export const uploadedFile = z.object({ filename: z.string(), mimetype: z.string(), data: z.instanceof(Uint8Array) });

/** The name an uploaded attachment is listed under. */
export const attachmentName = z
  .string({ error: 'Please provide both name and file' })
  .transform((v) => v.trim())
  .refine((v) => v !== '', 'Please provide both name and file')
  .refine((v) => v.length <= 200, 'Attachment name must be at most 200 characters');

/** GET drive/attachment.php?id= — the authorized download (beyond the spec). */
export const attachmentDownloadQuery = z.object({ id: requiredId('Attachment'), download: flag('Download') });

export const ATTACHMENT_MESSAGES = {
  onlyImagesAndPdf: 'Only images and PDF files are allowed',
  fileRequired: 'Please provide both name and file',
  notFound: 'Attachment not found',
  notOnOwner: (owner: string) => `That attachment does not belong to this ${owner}`,
} as const;
