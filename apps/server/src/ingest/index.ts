/**
 * Ingestion: turning uploaded documents and websites into plain text passages for training.
 * Pure library code: no database, no HTTP server.
 */
export { chunkText, type ChunkOptions } from './chunk.ts';
export {
  crawlSite,
  assertFetchableUrl,
  isPublicAddress,
  normalizeUrl,
  UnsafeUrlError,
  type CrawlOptions,
  type CrawlResult,
  type CrawledPage,
} from './crawl/index.ts';
export { IngestError, type IngestErrorCode } from './errors.ts';
export {
  DOC_FORMATS,
  extractDocument,
  formatFromName,
  SUPPORTED_FORMATS_MESSAGE,
  type DocFormat,
  type ExtractedDocument,
  type ExtractOptions,
} from './extract.ts';
export { normalizeText } from './normalize-text.ts';
