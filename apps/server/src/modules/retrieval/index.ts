/**
 * Retrieval: how the agent finds the passages a question is answered from. The one entry for the
 * rest of the app (chat, setup, training, and the bench); see docs/decisions/037.
 *
 * - indexing: `term-stats.ts` keeps each business's word statistics in the same transaction as
 *   every passage written or deleted (BM25's counts, decision 002); `Retrieval.index` embeds new
 *   passages when an embedding model is configured (`embeddings.ts`, decision 010)
 * - search: `search.ts`, one statement of full-text candidates ranked by BM25 (decisions 002, 012, 014)
 * - embeddings: `embeddings.ts`, pgvector nearest neighbours, created at run time
 * - fusion: `fusion.ts`, reciprocal rank fusion of the two ranked lists
 */
export {
  createRetrieval,
  EMBEDDINGS_TABLE,
  type IndexOutcome,
  type Retrieval,
  type RetrievalMode,
  type SearchOptions,
} from './embeddings.ts';
export { searchPassages } from './search.ts';
export { addPageTerms, addSourceTerms, rebuildTermStats, removePageTerms, removeSourceTerms } from './term-stats.ts';
