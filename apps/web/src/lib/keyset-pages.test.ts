import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, newerPage, olderPage, pageNumber, pageStart } from './keyset-pages';

describe('pages read by keyset', () => {
  it('start with the first page, which has no start', () => {
    expect(pageStart(FIRST_PAGE)).toBeNull();
    expect(pageNumber(FIRST_PAGE)).toBe(1);
  });

  it("go older by the server's next and back newer exactly the way they came", () => {
    const second = olderPage(FIRST_PAGE, 900);
    const third = olderPage(second, 850);
    expect(pageStart(third)).toBe(850);
    expect(pageNumber(third)).toBe(3);
    expect(newerPage(third)).toEqual(second);
    expect(pageStart(newerPage(second))).toBeNull();
  });

  it('stay on the first page when asked for a newer one', () => {
    expect(newerPage(FIRST_PAGE)).toEqual(FIRST_PAGE);
  });
});
