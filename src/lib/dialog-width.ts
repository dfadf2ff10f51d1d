/**
 * CONST-03: the console's dialog widths (px). The spec lists 620, 360, 480 and 620 without saying which dialog
 * takes which: forms and work windows are wide, prompts and the phone's dialogs narrow, short forms in between.
 */
export const DIALOG_WIDTH = {
  form: 620,
  compact: 360,
  medium: 480,
  window: 620,
} as const;
