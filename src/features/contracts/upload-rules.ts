/** The attachments of the contract form (spec section 4, Contract upload). */
export interface ContractUploads {
  /** the file list sent with the contract */
  files: string[];
  /** the upload named destory (CONTRACT-03) */
  dismissed: string | null;
  /** an upload of the signed contract itself */
  signed: string | null;
}

const baseName = (name: string) => name.replace(/\.pdf$/i, '');

/**
 * CONTRACT-03..05: an upload named `destory` is recorded as the dismissed file, one named `signed` as the
 * signed file; neither joins the file list; any other name adds its uploaded url (once).
 */
export function applyUpload(state: ContractUploads, name: string, url: string): ContractUploads {
  const base = baseName(name);
  if (base === 'destory') return { ...state, dismissed: url };
  if (base === 'signed') return { ...state, signed: url };
  if (state.files.includes(url)) return state;
  return { ...state, files: [...state.files, url] };
}
