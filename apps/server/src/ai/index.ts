/**
 * The AI module's public surface: the engine interface, the factory, and the subdomain rules.
 * Callers do retrieval and usage recording; engines never touch the database.
 */
export {
  EngineError,
  type AiEngine,
  type AnswerInput,
  type AnswerStream,
  type BusinessContext,
  type EngineErrorKind,
  type EngineUsage,
  type Passage,
  type ProfileFieldResult,
} from './engine.ts';
export { createEngine, describeEngine, type EngineConfig } from './create-engine.ts';
export { matchTaught, taughtMatchScore, type TaughtQuestion } from './builtin/taught-match.ts';
export {
  isReservedSubdomain,
  isValidSubdomainLabel,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_MIN_LENGTH,
  toLabel,
} from './subdomain.ts';
