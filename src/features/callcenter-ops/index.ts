// What other features reuse of the call-centre operations: reading a number file and re-reading live figures.
export { readNumberFile, type NumberHeaders } from './number-file';
export { useRefetchEvery } from './use-refetch-every';
