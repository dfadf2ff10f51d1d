import { applyUpload, type ContractUploads } from '@/features/contracts/upload-rules';

const EMPTY: ContractUploads = { files: [], dismissed: null, signed: null };

describe('contract form uploads (spec section 4)', () => {
  it('[CONTRACT-03] an upload named destory is recorded as the dismissed file', () => {
    expect(applyUpload(EMPTY, 'destory', '/f/1')).toEqual({ ...EMPTY, dismissed: '/f/1' });
    expect(applyUpload(EMPTY, 'destory.pdf', '/f/2').dismissed).toBe('/f/2');
  });

  it('[CONTRACT-04] dismissed and signed files are not added to the file list', () => {
    const after = applyUpload(applyUpload(EMPTY, 'destory.pdf', '/f/1'), 'signed.pdf', '/f/2');
    expect(after).toEqual({ files: [], dismissed: '/f/1', signed: '/f/2' });
  });

  it('[CONTRACT-05] an upload of any other name adds its url to the file list, once', () => {
    const one = applyUpload(EMPTY, '报价单.pdf', '/f/3');
    expect(one.files).toEqual(['/f/3']);
    expect(applyUpload(one, '报价单.pdf', '/f/3').files).toEqual(['/f/3']);
    expect(applyUpload(one, 'destroy.pdf', '/f/4').files).toEqual(['/f/3', '/f/4']);
  });
});
