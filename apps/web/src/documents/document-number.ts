import { useParams } from 'react-router';

/** The number a page address gives for a document, or null when the text is no document number. */
export function documentNumber(text: string): number | null {
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/** The document number of a /{kind}/{number} page. */
export function useDocumentNumber(): number | null {
  const { number = '' } = useParams();
  return documentNumber(number);
}
