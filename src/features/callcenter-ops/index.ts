// What other features reuse of the call-centre operations: a task's dialling fields, reading a number file and
// re-reading live figures.
export { DEFAULT_WINDOWS, DiallingFields } from './components/DiallingFields';
export { TaskActions } from './components/TaskActions';
export { readNumberFile, type NumberHeaders } from './number-file';
export { useRefetchEvery } from './use-refetch-every';
