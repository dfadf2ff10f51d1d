// One dialling task, agents' call tasks and robot tasks alike: its list, state actions and dialog, each
// configured by the screen (its endpoints, its own fields and columns, its texts where they differ).
export { DialTaskActions, type DialTaskTriggers } from './DialTaskActions';
export { DialTaskModal, type DialSettings, type DialTaskValues } from './DialTaskModal';
export { DialTaskTable, useDialTaskColumns, type DialTaskRow } from './DialTaskTable';
export { dialTaskList, DIAL_TASK_STATUSES, type DialTaskStatus } from './statuses';
