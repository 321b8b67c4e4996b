/**
 * The documents that open their own page from a printed number, wherever the books or the VAT return
 * list them: [kind, printed number, the page it opens].
 */
export const NUMBERED_DOCUMENT_PAGES = [
  ['invoice', 'INV-ARG-12', '/invoice/12'],
  ['purchase', 'PV-ARG-7', '/purchase/7'],
  ['journal', 'JV-ARG-5', '/journal/5'],
  ['credit_note', 'CN-ARG-3', '/credit-note/3'],
  ['debit_note', 'DN-ARG-2', '/debit-note/2'],
] as const;
