import { describe, expect, it } from 'vitest';
import {
  boxOf,
  netVatEffect,
  VAT_RETURN_BOXES,
  vatOffRate,
  vatReturnFigures,
  VOLUNTARY_DISCLOSURE_ABOVE_FILS,
  type BoxFigures,
} from './vat-return-boxes';

describe('the box of a taxable line', () => {
  it('is standard rated at 10 % only, on the side the document is', () => {
    expect(boxOf('sales', 10)).toBe(1);
    expect(boxOf('sales', 0)).toBe(4);
    expect(boxOf('purchases', 10)).toBe(8);
    expect(boxOf('purchases', 0)).toBe(13);
    // An expense that carries no VAT is a purchase outside the standard rate.
    expect(boxOf('purchases', null)).toBe(13);
    expect(boxOf('sales', 5)).toBe(4);
  });

  it('moves what is owed up with output VAT and down with input VAT', () => {
    expect(netVatEffect({ box: 1, vatFils: 100 })).toBe(100);
    expect(netVatEffect({ box: 4, vatFils: 0 })).toBe(0);
    expect(netVatEffect({ box: 8, vatFils: 100 })).toBe(-100);
    expect(netVatEffect({ box: 13, vatFils: -20 })).toBe(20);
  });
});

describe("the return's figures", () => {
  const lines: BoxFigures[] = [
    { box: 1, amountFils: 10_000_000, vatFils: 1_000_000 },
    { box: 1, amountFils: -1_000_000, vatFils: -100_000 },
    { box: 4, amountFils: 300_000, vatFils: 0 },
    { box: 8, amountFils: 3_300_000, vatFils: 330_000 },
    { box: 13, amountFils: 50_000, vatFils: 0 },
  ];

  it('adds each box from its lines, the totals from their boxes, and box 15 from the VAT', () => {
    const { boxes, netVatDueFils } = vatReturnFigures(lines, []);
    expect(boxes[1]).toEqual({ amountFils: 9_000_000, vatFils: 900_000 });
    expect(boxes[4]).toEqual({ amountFils: 300_000, vatFils: null });
    expect(boxes[7]).toEqual({ amountFils: 9_300_000, vatFils: 900_000 });
    expect(boxes[14]).toEqual({ amountFils: 3_350_000, vatFils: 330_000 });
    expect(boxes[15]).toEqual({ amountFils: 0, vatFils: 570_000 });
    expect(boxes[16]).toEqual({ amountFils: 0, vatFils: 0 });
    expect(netVatDueFils).toBe(570_000);
  });

  it('carries corrections into box 16 by their side, and box 18 is box 15 with them', () => {
    const corrections: BoxFigures[] = [
      { box: 1, amountFils: 1_000_000, vatFils: 100_000 },
      { box: 8, amountFils: 200_000, vatFils: 20_000 },
    ];
    const { boxes, netVatDueFils } = vatReturnFigures(lines, corrections);
    expect(boxes[16]).toEqual({ amountFils: 0, vatFils: 80_000 });
    expect(boxes[18]).toEqual({ amountFils: 0, vatFils: 650_000 });
    expect(netVatDueFils).toBe(650_000);
    // Corrections are not the period's own sales or purchases.
    expect(boxes[1].vatFils).toBe(900_000);
  });

  it('lists every box it fills, each with both labels', () => {
    expect(VAT_RETURN_BOXES.map((box) => box.box)).toEqual([1, 4, 7, 8, 13, 14, 15, 16, 18]);
    for (const box of VAT_RETURN_BOXES) {
      expect(box.label.length).toBeGreaterThan(0);
      expect(box.label_ar).toMatch(/\p{Script=Arabic}/u);
    }
    expect(VOLUNTARY_DISCLOSURE_ABOVE_FILS).toBe(5_000_000);
  });
});

describe('a standard-rated box off its rate', () => {
  it('allows a fil a line either way, and no more', () => {
    expect(vatOffRate({ amountFils: 10_300_000, vatFils: 1_030_000 }, 1)).toBe(false);
    expect(vatOffRate({ amountFils: 15, vatFils: 2 }, 1)).toBe(false);
    expect(vatOffRate({ amountFils: 1_000, vatFils: 101 }, 1)).toBe(false);
    expect(vatOffRate({ amountFils: 1_000, vatFils: 102 }, 1)).toBe(true);
    expect(vatOffRate({ amountFils: 1_000, vatFils: 102 }, 2)).toBe(false);
    // The return: BD 1,830 of VAT on BD 10,300 of sales.
    expect(vatOffRate({ amountFils: 10_300_000, vatFils: 1_830_000 }, 3)).toBe(true);
  });
});
