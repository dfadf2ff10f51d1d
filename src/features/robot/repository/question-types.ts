/** CONST-09: question types are 0 general and 1 business. */
export const QUESTION_TYPES = [0, 1] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
