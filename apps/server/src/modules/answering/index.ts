/**
 * Answering: how the agent writes what it says from the passages retrieval found. The one entry for
 * the rest of the app (chat, setup, training, insights; see docs/decisions/037):
 *
 * - context building: the owner's contact details as a passage (`contact-passage.ts`), the owner's
 *   taught answers matched before any search (`builtin/taught-match.ts`, decision 029)
 * - engines: the `AiEngine` interface (`engine.ts`), chosen at start by `createEngine`: the built-in
 *   engine (`builtin/`, no model) or a model through the AI SDK (`model/`)
 * - grounding: the built-in engine quotes the passages or declines (decisions 017, 035); a model
 *   gets them fenced as data under a strict prompt (`model/prompts.ts`)
 * - citations: a model's `[n]` markers become the reply's sources (`model/citations.ts`)
 * - for retrieval: which kind of figure a question asks for (`figureAsked`, decision 043), and
 *   whether a text states the weekday asked inside a range of days (`dayInRangeAsked`), or the
 *   month asked inside a range of months (`monthInRangeAsked`)
 * - usage: `AiService` runs every engine call and records its usage row (`service.ts`)
 *
 * Engines never touch the database: callers retrieve passages, pass them in, and record usage.
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
export { createAiService, engineFailure, usageRow, type AiService, type UsageMeta } from './service.ts';
export { CONTACT_CARD_TITLE, contactPassageText, type ContactFacts } from './contact-passage.ts';
export { matchTaught, taughtMatchScore, type TaughtQuestion } from './builtin/taught-match.ts';
export { dayInRangeAsked, figureAsked, monthInRangeAsked } from './builtin/answer.ts';
export { BUILTIN_MODEL } from './builtin/builtin-engine.ts';
export { contactRoute } from './builtin/answer.ts';
/** The built-in engine's reading of words and questions, shared with insights' topic groups. */
export { splitUnits } from './builtin/units.ts';
export { parseQuestion, type ParsedQuestion } from './builtin/question.ts';
export { FILLER_WORDS, STOP_WORDS, stem, words } from './builtin/tokens.ts';
export { conceptOf } from './builtin/synonyms.ts';
export {
  isReservedSubdomain,
  isValidSubdomainLabel,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_MIN_LENGTH,
  toLabel,
} from './subdomain.ts';
