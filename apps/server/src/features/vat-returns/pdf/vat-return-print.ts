import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';
import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import {
  fact,
  printedBd,
  printedDate,
  printedHead,
  total,
  vatNumberLine,
  type PrintedDocument,
} from '../../../typeset/printed-document';
import { typeset } from '../../../typeset/typesetter';

interface Letterhead {
  company: CompanySettings;
  logo: Buffer | null;
}

/** What the VAT return template reads (templates/vat-return.typ). */
interface VatReturnPrint extends PrintedDocument {
  boxes: { box: string; label: string; label_ar: string; amount: string; vat: string; total: boolean }[];
  corrections: { period: string; number: string; party: string; box: string; amount: string; vat: string }[];
  outside: { number: string; date: string; account: string; amount: string }[];
  discounts: { number: string; date: string; party: string; amount: string }[];
}

/** The boxes that add up others: printed bold. */
const TOTAL_BOXES = new Set([7, 14, 15, 16, 18]);

const periodText = ({ from, to }: { from: string; to: string }) => `${printedDate(from)} – ${printedDate(to)}`;

function vatReturnPrint(vatReturn: VatReturn, letterhead: Letterhead, printedOn: string): VatReturnPrint {
  const period = periodText(vatReturn);
  const filed = vatReturn.filed;
  const net = printedBd(vatReturn.net_vat_due);
  return {
    ...printedHead(letterhead, {
      title: { en: 'VAT Return', ar: 'إقرار ضريبة القيمة المضافة' },
      number: `VAT ${period}`,
      date: printedOn,
      notices: vatReturn.notices,
      draft: filed === null ? { en: 'DRAFT — NOT FILED', ar: 'مسودة غير مقدمة' } : null,
      party: {
        label: { en: 'Taxable person', ar: 'الشخص الخاضع للضريبة' },
        name: letterhead.company.legal_name_en,
        lines: letterhead.company.vat_number === null ? [] : [vatNumberLine(letterhead.company.vat_number)],
      },
    }),
    facts: [
      fact('VAT account number', 'رقم حساب الضريبة', letterhead.company.vat_number ?? '—'),
      fact('Period from', 'من تاريخ', printedDate(vatReturn.from)),
      fact('Period to', 'إلى تاريخ', printedDate(vatReturn.to)),
      fact('Filed by', 'قدمه', filed?.filed_by ?? '—'),
      fact('Filed on', 'تاريخ التقديم', filed === null ? 'Not filed' : printedDate(filed.filed_at.slice(0, 10))),
    ],
    boxes: vatReturn.boxes.map((row) => ({
      box: String(row.box),
      label: row.label,
      label_ar: row.label_ar,
      amount: TOTAL_BOXES.has(row.box) && row.box !== 7 && row.box !== 14 ? '' : printedBd(row.amount),
      vat: row.vat === null ? '' : printedBd(row.vat),
      total: TOTAL_BOXES.has(row.box),
    })),
    corrections: vatReturn.corrections.map((row) => ({
      period: periodText({ from: row.corrected_from, to: row.corrected_to }),
      number: row.number,
      party: row.party,
      box: String(row.box),
      amount: printedBd(row.amount),
      vat: printedBd(row.vat),
    })),
    outside: vatReturn.outside.map((row) => ({
      number: row.number,
      date: printedDate(row.date),
      account: row.account_name,
      amount: printedBd(row.amount),
    })),
    discounts: vatReturn.discounts.map((row) => ({
      number: row.number,
      date: printedDate(row.date),
      party: row.party,
      amount: printedBd(row.amount),
    })),
    totals: [total('Net VAT due (BD)', 'صافي الضريبة المستحقة', net, true)],
  };
}

/** The VAT return printed under the company's letterhead, in English and Arabic. */
export function renderVatReturn(vatReturn: VatReturn, letterhead: Letterhead, printedOn: string): Promise<Buffer> {
  return typeset('vat-return', vatReturnPrint(vatReturn, letterhead, printedOn), letterhead.logo);
}
