export {
  KnowledgeEntryDrawer,
  PhrasesField,
  QuestionField,
  type KnowledgeEntryDrawerProps,
} from './KnowledgeEntryDrawer';
export {
  knowledgeColumns,
  TagList,
  type KnowledgeColumnsOptions,
  type KnowledgeColumnTexts,
  type KnowledgeRow,
} from './knowledge-columns';
export { useEntryRemoval } from './use-entry-removal';
