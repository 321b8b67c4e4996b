import type { VatReturn } from '@fleetledger/shared/vat-returns/vat-returns.contract';

/** The parts of the return's form and the boxes in each. */
const PARTS = { sales: [1, 4, 7], purchases: [8, 13, 14], net: [15, 16, 18] } as const;

/**
 * A return's boxes by the part of the form they stand in, each box's [amount, VAT] under its number, so a
 * test reads a return as the form shows it; a box in no part would stand under `other` and fail the test.
 */
export const boxesByPart = (answer: VatReturn) => {
  const parts: Record<string, Record<number, [number, number | null]>> = {};
  for (const { box, amount, vat } of answer.boxes) {
    const part = Object.entries(PARTS).find(([, boxes]) => (boxes as readonly number[]).includes(box))?.[0] ?? 'other';
    parts[part] = { ...parts[part], [box]: [amount, vat] };
  }
  return parts;
};
