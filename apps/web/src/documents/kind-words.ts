import { ATTACHMENT_OWNER_KINDS } from '@fleetledger/shared/attachments/attachments.contract';
import type { DeclaredKind, DocumentKind } from './document-calls';

/** How the screens name a kind and where its pages are: 'credit note', /credit-notes, /credit-note/{number}. */
export function kindWords(kind: DeclaredKind) {
  const noun = kind.replace('_', ' ');
  const slug = kind.replace('_', '-');
  const title = noun.replace(/\b\w/g, (letter) => letter.toUpperCase());
  return {
    /** 'credit note', inside a sentence. */
    noun,
    /** 'Credit Note', as titles and buttons say it. */
    title,
    listPath: `/${slug}s`,
    createPath: `/${slug}-create`,
    detailsPath: (number: number | ':number') => `/${slug}/${number}`,
    reportPath: (number: number | ':number') => `/${slug}/report/${number}`,
  };
}

/** Whether the kind takes attachments (a tax note does not). */
export function takesAttachmentFiles(kind: DeclaredKind): kind is DocumentKind {
  return (ATTACHMENT_OWNER_KINDS as readonly string[]).includes(kind);
}
