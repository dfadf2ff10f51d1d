import { cacheTags, LIST } from '@/api/cache-tags';

describe('cache tags', () => {
  it('a page provides each row and the list', () => {
    const result = { data: { data: [{ id: 3 }, { id: 9 }] } };
    expect(cacheTags.page('Customer')(result)).toEqual([
      { type: 'Customer', id: 3 },
      { type: 'Customer', id: 9 },
      { type: 'Customer', id: LIST },
    ]);
    expect(cacheTags.page('Customer')(undefined)).toEqual([{ type: 'Customer', id: LIST }]);
  });

  it('a write names the rows of its id or ids, the list, and the other types it changes', () => {
    expect(cacheTags.write('Customer')(null, undefined, { body: { ids: [1, 2] } })).toEqual([
      { type: 'Customer', id: 1 },
      { type: 'Customer', id: 2 },
      { type: 'Customer', id: LIST },
    ]);
    expect(
      cacheTags.writeAnd('FollowUp', ['Customer'])(null, undefined, { body: { customer_id: 4 } }),
    ).toEqual([{ type: 'FollowUp', id: LIST }, 'Customer']);
    expect(cacheTags.write('Customer')(null, { status: 'ENVELOPE' }, { body: { id: 1 } })).toEqual([]);
  });

  it('a write refused as stale (VersionConflict) refreshes the row and its lists: the cached copy is old', () => {
    const stale = { status: 'ENVELOPE', code: 409, msg: '数据已被他人修改，请刷新后重试' };
    const refreshed = [
      { type: 'Customer', id: 1 },
      { type: 'Customer', id: LIST },
    ];
    expect(cacheTags.write('Customer')(null, stale, { body: { id: 1 } })).toEqual(refreshed);
    expect(cacheTags.writeAnd('Customer', ['CustomerLabel'])(null, stale, { body: { id: 1 } })).toEqual(
      refreshed,
    );
  });

  it('a detail provides the row its body names', () => {
    expect(cacheTags.one('Customer')(null, undefined, { body: { id: 7 } })).toEqual([
      { type: 'Customer', id: 7 },
    ]);
  });
});
