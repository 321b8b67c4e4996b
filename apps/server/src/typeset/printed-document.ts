import { formatDisplayDate } from '@fleetledger/shared/dates';
import { postalAddress, type AddressFields } from '@fleetledger/shared/masterdata/postal-address';
import { bdToFils, formatFils } from '@fleetledger/shared/money';
import type { CompanySettings } from '@fleetledger/shared/settings/settings.contract';

/**
 * What the templates' shared pieces read (templates/document.typ): every value already formatted as
 * printed — dates DD/MM/YYYY, amounts with 3 decimals — so the templates only lay out.
 */
export interface Bilingual {
  en: string;
  ar: string;
}

export interface PrintedSeller {
  name_en: string;
  name_ar: string | null;
  address: string | null;
  cr_number: string | null;
  vat_number: string | null;
  contact: string | null;
}

/** A line under a party's name; a labelled one (the VAT number) carries its label's Arabic. */
export interface PartyLine {
  text: string;
  ar: string | null;
}

/** Who a document is for or from: its label, the name, and the lines under it (address, VAT number). */
export interface PrintedParty {
  label: Bilingual;
  name: string;
  lines: PartyLine[];
}

export interface PrintedFact extends Bilingual {
  value: string;
}

export interface PrintedTotal extends Bilingual {
  value: string;
  strong: boolean;
}

/**
 * The head of every printed document: its title, number and date, the seller, and whom it concerns;
 * `draft`, the words a document not yet issued carries across each of its pages.
 */
export interface PrintedHead {
  title: Bilingual;
  number: string;
  date: string;
  notices: string[];
  draft: Bilingual | null;
  seller: PrintedSeller;
  logo: boolean;
  party: PrintedParty;
}

/** A document with its own facts beside the party, and its totals under the lines. */
export interface PrintedDocument extends PrintedHead {
  facts: PrintedFact[];
  totals: PrintedTotal[];
}

export const printedDate = formatDisplayDate;

/** A BD amount as printed: 3 decimals; + 0 so a zero is never printed as -0.000. */
export const printedFils = (fils: number) => formatFils(fils + 0);
export const printedBd = (bd: number) => printedFils(bdToFils(bd));

function printedSeller(company: CompanySettings): PrintedSeller {
  const contact = [company.phone, company.email].filter((value) => value !== null).join(' · ');
  return {
    name_en: company.legal_name_en,
    name_ar: company.legal_name_ar,
    address: company.address,
    cr_number: company.cr_number,
    vat_number: company.vat_number,
    contact: contact === '' ? null : contact,
  };
}

export const fact = (en: string, ar: string, value: string): PrintedFact => ({ en, ar, value });
export const total = (en: string, ar: string, value: string, strong = false): PrintedTotal => ({
  en,
  ar,
  value,
  strong,
});

/** A party's VAT number under its name, labelled in both languages as the seller's is. */
export const vatNumberLine = (vatNumber: string): PartyLine => ({
  text: `VAT No. ${vatNumber}`,
  ar: 'رقم التسجيل الضريبي',
});

/** A customer's or supplier's lines under their name: the other-language name, the address, the VAT number. */
export function partyLines(party: AddressFields & { cr_name?: string | null; vat_number: string | null }): PartyLine[] {
  const plain = [party.cr_name ?? null, postalAddress(party)?.text ?? null]
    .filter((line): line is string => line !== null && line.trim() !== '')
    .map((text) => ({ text, ar: null }));
  const vat = party.vat_number;
  return vat === null || vat.trim() === '' ? plain : [...plain, vatNumberLine(vat)];
}

/** The head every document shares: its own title, number, date and party under the company's letterhead. */
export function printedHead(
  letterhead: { company: CompanySettings; logo: Buffer | null },
  own: Omit<PrintedHead, 'seller' | 'logo'>,
): PrintedHead {
  return { ...own, seller: printedSeller(letterhead.company), logo: letterhead.logo !== null };
}
