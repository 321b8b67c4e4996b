import { describe, expect, it } from 'vitest';
import { amountInWords, arabicNumber, englishNumber } from './amount-in-words';

describe('amountInWords', () => {
  it('writes dinars and fils in English and Arabic', () => {
    expect(amountInWords(122_517)).toEqual({
      en: 'One Hundred Twenty-Two Bahraini Dinars and Five Hundred Seventeen Fils Only',
      ar: 'فقط مائة واثنان وعشرون ديناراً بحرينياً وخمسمائة وسبعة عشر فلساً لا غير',
    });
  });

  it('gives the counted noun its form: one, two, 3–10, 11–99 and a round hundred', () => {
    expect(amountInWords(1_000).ar).toBe('فقط دينار بحريني واحد لا غير');
    expect(amountInWords(1_000).en).toBe('One Bahraini Dinar Only');
    expect(amountInWords(2_000).ar).toBe('فقط ديناران بحرينيان لا غير');
    expect(amountInWords(10_000).ar).toBe('فقط عشرة دنانير بحرينية لا غير');
    expect(amountInWords(11_000).ar).toBe('فقط أحد عشر ديناراً بحرينياً لا غير');
    expect(amountInWords(300_000).ar).toBe('فقط ثلاثمائة دينار بحريني لا غير');
    expect(amountInWords(101_000).ar).toBe('فقط مائة وواحد دينار بحريني لا غير');
    expect(amountInWords(1).ar).toBe('فقط فلس واحد لا غير');
    expect(amountInWords(2).ar).toBe('فقط فلسان لا غير');
    expect(amountInWords(5).ar).toBe('فقط خمسة فلوس لا غير');
  });

  it('leaves out the part that is zero, and says zero for nothing', () => {
    expect(amountInWords(500)).toEqual({ en: 'Five Hundred Fils Only', ar: 'فقط خمسمائة فلس لا غير' });
    expect(amountInWords(40_000).en).toBe('Forty Bahraini Dinars Only');
    expect(amountInWords(0)).toEqual({ en: 'Zero Bahraini Dinars Only', ar: 'فقط صفر دينار بحريني لا غير' });
  });

  it('reaches the largest amount a document may hold, and refuses what is not whole fils', () => {
    expect(amountInWords(999_999_999_999).en).toBe(
      'Nine Hundred Ninety-Nine Million Nine Hundred Ninety-Nine Thousand Nine Hundred Ninety-Nine Bahraini Dinars and Nine Hundred Ninety-Nine Fils Only',
    );
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('numbers in words', () => {
  it('joins English tens with a hyphen and names each scale', () => {
    expect(englishNumber(21)).toBe('Twenty-One');
    expect(englishNumber(1_000_001)).toBe('One Million One');
    expect(englishNumber(2_500_000_000)).toBe('Two Billion Five Hundred Million');
  });

  it('counts thousands and millions in Arabic by the same rule as dinars', () => {
    expect(arabicNumber(1_000)).toBe('ألف');
    expect(arabicNumber(2_000)).toBe('ألفان');
    expect(arabicNumber(3_000)).toBe('ثلاثة آلاف');
    expect(arabicNumber(12_000)).toBe('اثنا عشر ألفاً');
    expect(arabicNumber(100_000)).toBe('مائة ألف');
    expect(arabicNumber(1_250_075)).toBe('مليون ومائتان وخمسون ألفاً وخمسة وسبعون');
    expect(arabicNumber(21)).toBe('واحد وعشرون');
  });
});
