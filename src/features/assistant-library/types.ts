import { assistantLimits } from '@/api/generated/assistant.limits.gen';

export type {
  AssistantCategory as Category,
  AssistantLibraryEntry as Entry,
  AssistantLabelGroup as LabelGroup,
  AssistantLabel as Label,
  AssistantToken as Token,
} from '@/api/generated/assistant.gen';
import type { AssistantLabel as Label, AssistantToken as Token } from '@/api/generated/assistant.gen';
export type LabelColor = Label['color'];
export type TokenScope = Token['scopes'][number];

const { assistantCategoryAdd, assistantLibraryAdd: entry, assistantLabelAdd: label } = assistantLimits;

/** The limits the forms show and check, as the contract states them (openapi/paths/assistant.yaml). */
export const LIMITS = {
  groupName: assistantCategoryAdd.name.maxLength,
  question: entry.name.maxLength,
  similar: entry.keywords.maxItems,
  similarItem: entry.keywords.items.maxLength,
  pages: entry.content.maxItems,
  title: entry.content.items.fields.title.maxLength,
  content: entry.content.items.fields.content.maxLength,
  labelName: label.name.maxLength,
  labelKeywords: label.keywords.maxItems,
  labelKeyword: label.keywords.items.maxLength,
  labelDescription: label.description.maxLength,
  tokenName: assistantLimits.assistantTokenAdd.name.maxLength,
};

export const LABEL_COLORS: LabelColor[] = [
  'blue',
  'cyan',
  'green',
  'lime',
  'gold',
  'orange',
  'volcano',
  'red',
  'magenta',
  'purple',
  'geekblue',
];

export const TOKEN_SCOPES: TokenScope[] = ['call.push', 'customer.read', 'library.read', 'label.write'];
export const TOKEN_EXPIRIES = [30, 90, 365, 0] as const;
