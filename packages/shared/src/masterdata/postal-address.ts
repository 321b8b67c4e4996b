/**
 * A Bahraini address as it is written: shop (the flat field), building, road, block, then the city. A field that is only
 * a number ("221", "12A", "3803/2") gets its label ("Building 221"); a field written out in words
 * ("Road 3", "Seef Mall") is printed as typed. When any field is Arabic the whole address is Arabic —
 * Arabic labels, the Arabic comma, and right to left — so an Arabic city never lands between numbers
 * in the wrong reading order.
 */
export interface AddressFields {
  flat: string | null;
  building: string | null;
  road: string | null;
  block: string | null;
  city: string | null;
}

export interface PostalAddress {
  text: string;
  direction: 'ltr' | 'rtl';
}

const LABELS = {
  flat: { en: 'Shop', ar: 'محل' },
  building: { en: 'Building', ar: 'مبنى' },
  road: { en: 'Road', ar: 'طريق' },
  block: { en: 'Block', ar: 'مجمع' },
} as const;

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const NUMBER_ONLY = /^\d[\dA-Za-z/-]*$/;

export function hasArabicLetters(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** The address on one line, or null when no field is filled. */
export function postalAddress(fields: AddressFields): PostalAddress | null {
  const filled = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());
  const values = [fields.flat, fields.building, fields.road, fields.block, fields.city].map(filled);
  if (values.every((value) => value === null)) return null;
  const arabic = values.some((value) => value !== null && hasArabicLetters(value));
  const language = arabic ? 'ar' : 'en';
  const labelled = (Object.keys(LABELS) as (keyof typeof LABELS)[]).map((field, index) => {
    const value = values[index] ?? null;
    if (value === null) return null;
    return NUMBER_ONLY.test(value) ? `${LABELS[field][language]} ${value}` : value;
  });
  const parts = [...labelled, values[4] ?? null].filter((part): part is string => part !== null);
  return { text: parts.join(arabic ? '، ' : ', '), direction: arabic ? 'rtl' : 'ltr' };
}
