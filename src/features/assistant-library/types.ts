import type {
  AssistantCategoryListApiResponse,
  AssistantLabelGroupListApiResponse,
  AssistantLabelListApiResponse,
  AssistantLibraryListApiResponse,
  AssistantTokenListApiResponse,
} from '@/api/generated/assistant.gen';

export type Category = AssistantCategoryListApiResponse['data'][number];
/** A Q&A entry; the generated page type intersects unknown[] with it. */
export type Entry = AssistantLibraryListApiResponse['data']['data'][number];
export type LabelGroup = AssistantLabelGroupListApiResponse['data'][number];
export type Label = AssistantLabelListApiResponse['data']['data'][number];
export type Token = AssistantTokenListApiResponse['data'][number];
export type LabelColor = Label['color'];
export type TokenScope = Token['scopes'][number];

/** The limits of the contract (openapi/paths/assistant.yaml), shown and checked by the forms. */
export const LIMITS = {
  groupName: 20,
  question: 50,
  similar: 20,
  similarItem: 30,
  pages: 20,
  title: 50,
  content: 500,
  labelName: 20,
  labelKeywords: 20,
  labelKeyword: 20,
  labelDescription: 100,
  tokenName: 20,
} as const;

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
