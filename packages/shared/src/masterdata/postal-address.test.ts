import { describe, expect, it } from 'vitest';
import { postalAddress } from './postal-address';

const none = { flat: null, building: null, road: null, block: null, city: null };

describe('postalAddress', () => {
  it('labels the numbers of an English address and ends with the city', () => {
    expect(postalAddress({ flat: '12', building: '221', road: '3803', block: '338', city: 'Manama' })).toEqual({
      text: 'Shop 12, Building 221, Road 3803, Block 338, Manama',
      direction: 'ltr',
    });
  });

  it('writes the whole address in Arabic, right to left, when a field is Arabic', () => {
    expect(postalAddress({ ...none, building: '221', road: '3803', block: '338', city: 'المنامة' })).toEqual({
      text: 'مبنى 221، طريق 3803، مجمع 338، المنامة',
      direction: 'rtl',
    });
  });

  it('prints a field written in words as typed, and leaves out empty fields', () => {
    expect(postalAddress({ ...none, building: '1', road: 'Road 3', city: '  ' })?.text).toBe('Building 1, Road 3');
    expect(postalAddress({ ...none, building: 'Al Moayyed Tower', block: '12A' })?.text).toBe(
      'Al Moayyed Tower, Block 12A',
    );
  });

  it('is null when nothing is filled', () => {
    expect(postalAddress(none)).toBeNull();
    expect(postalAddress({ ...none, city: ' ' })).toBeNull();
  });
});
