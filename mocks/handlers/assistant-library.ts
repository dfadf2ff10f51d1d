import { knowledgeHandlers } from './assistant-knowledge';
import { labelHandlers } from './assistant-labels';
import { tokenHandlers } from './assistant-tokens';

/** The assistant's knowledge base, customer profile tags and API tokens (mocks/db/assistant-library.ts). */
export const assistantLibraryHandlers = [...knowledgeHandlers, ...labelHandlers, ...tokenHandlers];
