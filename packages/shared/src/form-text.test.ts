import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText } from './contract-fields';
import { safeParseFormText } from './form-text';
import { bdAmount } from './money';

const form = z.object({
  reference: optionalText(20, 'Reference'),
  charge: bdAmount({ required: 'Charge must be a number' }),
  lines: z.array(z.object({ qty: z.number({ error: 'Quantity must be a number' }), note: z.string() })),
});

describe('a form body read as typed', () => {
  it('reads numeric text as a number where the contract wants one, and leaves text as text', () => {
    const parsed = safeParseFormText(form, {
      reference: '0042',
      charge: ' 12.5 ',
      lines: [{ qty: '3', note: '7' }],
    });
    expect(parsed.data).toEqual({ reference: '0042', charge: 12_500, lines: [{ qty: 3, note: '7' }] });
  });

  it('refuses text that is no number, and a fourth decimal, as JSON would', () => {
    for (const [charge, message] of [
      ['12 BD', 'Charge must be a number'],
      ['.', 'Charge must be a number'],
      ['1.0000000001', 'Amount can have at most 3 decimals'],
    ]) {
      const parsed = safeParseFormText(form, { charge, lines: [] });
      expect(
        parsed.error?.issues.map((issue) => issue.message),
        charge,
      ).toEqual([message]);
    }
  });

  it('is the only way numeric text becomes a number: JSON is parsed as sent', () => {
    const body = { charge: '12.5', lines: [{ qty: '3', note: 'x' }] };
    expect(form.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['charge', 'lines.0.qty']);
    expect(safeParseFormText(form, body).success).toBe(true);
  });
});
