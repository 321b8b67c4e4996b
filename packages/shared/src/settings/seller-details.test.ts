import { describe, expect, it } from 'vitest';
import { missingSellerDetails, sellerDetailsProblem } from './seller-details';

const complete = { legal_name_en: 'Gulf Haulage W.L.L.', address: 'Building 10, Sitra', vat_number: '200012345600002' };

describe('seller details of a tax invoice', () => {
  it('asks for nothing when the legal name, address and VAT number are set', () => {
    expect(missingSellerDetails(complete)).toEqual([]);
    expect(sellerDetailsProblem(complete)).toBeNull();
  });

  it('names every missing detail, blank or empty alike, and where to set them', () => {
    expect(sellerDetailsProblem({ legal_name_en: '', address: null, vat_number: null })).toBe(
      "A tax invoice must name its seller: set the company's legal name, address and VAT registration number in Settings → Company details.",
    );
    expect(sellerDetailsProblem({ ...complete, address: '   ' })).toBe(
      "A tax invoice must name its seller: set the company's address in Settings → Company details.",
    );
    expect(missingSellerDetails({ ...complete, legal_name_en: ' ', vat_number: null })).toEqual([
      'legal name',
      'VAT registration number',
    ]);
  });
});
