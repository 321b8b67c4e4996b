import { FILS_PER_BD } from './money';

/**
 * A BD amount written out, as Gulf invoices and receipt vouchers carry it under the figures: in English
 * ("One Hundred Twenty-Two Bahraini Dinars and Five Hundred Seventeen Fils Only") and in Arabic
 * ("فقط مائة واثنان وعشرون ديناراً بحرينياً وخمسمائة وسبعة عشر فلساً لا غير"). Amounts are whole fils,
 * never negative (a credit note prints what it credits), and far below a trillion dinars.
 */
export interface AmountInWords {
  en: string;
  ar: string;
}

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const SCALES = [
  {
    size: 1_000_000_000,
    en: 'Billion',
    ar: { single: 'مليار', one: 'مليار', two: 'ملياران', few: 'مليارات', many: 'ملياراً' },
  },
  {
    size: 1_000_000,
    en: 'Million',
    ar: { single: 'مليون', one: 'مليون', two: 'مليونان', few: 'ملايين', many: 'مليوناً' },
  },
  { size: 1_000, en: 'Thousand', ar: { single: 'ألف', one: 'ألف', two: 'ألفان', few: 'آلاف', many: 'ألفاً' } },
] as const;

function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tens =
    rest < 20 ? EN_ONES[rest]! : EN_TENS[Math.floor(rest / 10)]! + (rest % 10 === 0 ? '' : `-${EN_ONES[rest % 10]!}`);
  return [hundreds === 0 ? '' : `${EN_ONES[hundreds]!} Hundred`, tens].filter((part) => part !== '').join(' ');
}

type Scale = (typeof SCALES)[number];

/**
 * A whole number in words, one language's way: `zero` for 0, else each scale counted (billions,
 * millions, thousands), then what is below a thousand, joined by `and`.
 */
function inWords(
  n: number,
  language: {
    zero: string;
    scaled: (count: number, scale: Scale) => string;
    belowThousand: (n: number) => string;
    and: string;
  },
): string {
  if (n === 0) return language.zero;
  const parts: string[] = [];
  let rest = n;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size);
    if (count > 0) parts.push(language.scaled(count, scale));
    rest %= scale.size;
  }
  if (rest > 0) parts.push(language.belowThousand(rest));
  return parts.join(language.and);
}

/** A whole number in English words; 0 is "Zero". */
export function englishNumber(n: number): string {
  return inWords(n, {
    zero: 'Zero',
    scaled: (count, scale) => `${englishBelowThousand(count)} ${scale.en}`,
    belowThousand: englishBelowThousand,
    and: ' ',
  });
}

// Numbers counting a masculine noun (دينار، فلس، ألف): 3–10 take the feminine form.
const AR_ONES = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
// 11 and 12 have their own forms; 13–19 are the unit, then عشر.
const AR_TEENS = ['عشرة', 'أحد عشر', 'اثنا عشر', ...AR_ONES.slice(3).map((one) => `${one} عشر`)];
const AR_TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];
const AND = ' و';

function arabicBelowThousand(n: number): string {
  const rest = n % 100;
  const units = rest % 10;
  let tens = '';
  if (rest >= 10 && rest < 20) tens = AR_TEENS[rest - 10]!;
  else if (rest >= 20)
    tens = units === 0 ? AR_TENS[rest / 10]! : `${AR_ONES[units]!}${AND}${AR_TENS[Math.floor(rest / 10)]!}`;
  else tens = AR_ONES[rest]!;
  return [AR_HUNDREDS[Math.floor(n / 100)]!, tens].filter((part) => part !== '').join(AND);
}

/** A counted noun's forms: the bare singular, with one, the dual, the plural, the accusative singular. */
type CountedNoun = { single: string; one: string; two: string; few: string; many: string };

/**
 * A count with its noun in the form Arabic grammar gives it: one and two are the noun alone (singular,
 * dual), 3–10 take the plural, 11–99 the singular accusative, and a count ending in 00 the singular.
 */
function arabicCount(n: number, noun: CountedNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const rest = n % 100;
  const form = rest >= 3 && rest <= 10 ? noun.few : rest >= 11 ? noun.many : noun.single;
  return `${arabicNumber(n)} ${form}`;
}

/** A whole number in Arabic words; 0 is "صفر". */
export function arabicNumber(n: number): string {
  return inWords(n, {
    zero: 'صفر',
    scaled: (count, scale) => arabicCount(count, scale.ar),
    belowThousand: arabicBelowThousand,
    and: AND,
  });
}

const DINARS: CountedNoun = {
  single: 'دينار بحريني',
  one: 'دينار بحريني واحد',
  two: 'ديناران بحرينيان',
  few: 'دنانير بحرينية',
  many: 'ديناراً بحرينياً',
};
const FILS: CountedNoun = { single: 'فلس', one: 'فلس واحد', two: 'فلسان', few: 'فلوس', many: 'فلساً' };

export function amountInWords(fils: number): AmountInWords {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`not an amount in fils: ${fils}`);
  const dinars = Math.floor(fils / FILS_PER_BD);
  const rest = fils % FILS_PER_BD;
  const englishParts = [
    dinars > 0 || rest === 0 ? `${englishNumber(dinars)} Bahraini ${dinars === 1 ? 'Dinar' : 'Dinars'}` : '',
    rest > 0 ? `${englishNumber(rest)} Fils` : '',
  ].filter((part) => part !== '');
  const arabicParts = [
    dinars > 0 ? arabicCount(dinars, DINARS) : rest === 0 ? `صفر ${DINARS.single}` : '',
    rest > 0 ? arabicCount(rest, FILS) : '',
  ].filter((part) => part !== '');
  return {
    en: `${englishParts.join(' and ')} Only`,
    ar: `فقط ${arabicParts.join(AND)} لا غير`,
  };
}
