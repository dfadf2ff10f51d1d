import { itemIdParam } from '@/components/open-first';

const of = (search: string, key?: string) => itemIdParam(new URLSearchParams(search), key);

describe('itemIdParam: the item an address names', () => {
  it('names none when the parameter is left out or empty (the screen opens the first item)', () => {
    expect(of('')).toBeNull();
    expect(of('?id=')).toBeNull();
    expect(of('?tab=stage')).toBeNull();
  });

  it('names the id when it is a positive whole number', () => {
    expect(of('?id=12')).toBe(12);
    expect(of('?sc_id=7', 'sc_id')).toBe(7);
  });

  it('names no item there can be (NaN) for anything else, which the screen tells as not existing', () => {
    for (const bad of ['abc', '0', '-3', '1.5']) expect(of(`?id=${bad}`)).toBeNaN();
  });
});
