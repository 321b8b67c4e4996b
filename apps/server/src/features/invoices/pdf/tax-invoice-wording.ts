// The words a tax invoice, its credit and debit notes and a draft invoice print in English and Arabic:
// their titles, whom they name, their totals, and the draft's mark.

/** An invoice not yet issued: no tax invoice, so neither its title nor a tax invoice number. */
export const DRAFT = {
  title: { en: 'Draft Invoice', ar: 'مسودة فاتورة' },
  number: 'DRAFT',
  mark: { en: 'DRAFT — NOT A TAX INVOICE', ar: 'مسودة — ليست فاتورة ضريبية' },
} as const;

/** What the 0 % lines' treatment (the company's own words) is, in Arabic: the zero rate's, as the VAT return says it. */
export const ZERO_RATE_AR = 'نسبة الصفر';

export const WORDING = {
  invoice: {
    title: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
    party: { en: 'Bill to', ar: 'فاتورة إلى' },
    totals: [
      ['Total excluding VAT', 'الإجمالي غير شامل الضريبة'],
      ['Total VAT', 'إجمالي ضريبة القيمة المضافة'],
      ['Total due (BD)', 'الإجمالي المستحق'],
    ],
  },
  credit_note: {
    title: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
    party: { en: 'Credited to', ar: 'دائن لصالح' },
    totals: [
      ['Credited excluding VAT', 'المبلغ المعدل غير شامل الضريبة'],
      ['VAT credited', 'الضريبة المعدلة'],
      ['Total credited (BD)', 'إجمالي المبلغ الدائن'],
    ],
  },
  debit_note: {
    title: { en: 'Tax Debit Note', ar: 'إشعار مدين ضريبي' },
    party: { en: 'Debited to', ar: 'مدين على' },
    totals: [
      ['Debited excluding VAT', 'المبلغ الإضافي غير شامل الضريبة'],
      ['VAT debited', 'الضريبة الإضافية'],
      ['Total debited (BD)', 'إجمالي المبلغ المدين'],
    ],
  },
} as const;
