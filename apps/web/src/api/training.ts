import { useMutation, useQuery } from '@tanstack/react-query';
import {
  isCrawlRunActive,
  type CrawlInterval,
  type CrawlRun,
  type CrawlSchedule,
  type TrainingSource,
  type WebsiteTrainingInput,
} from '@staffwright/contract';
import { ApiError, apiJson, throwIfNotOk } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

/** How often a queued or running crawl is polled for its counters. */
export const CRAWL_POLL_MS = 1000;

export const crawlRunKey = (businessId: number, runId: number) => [`/api/training-data/${businessId}/crawls/${runId}`];
export const crawlRunsKey = (businessId: number) => [`/api/training-data/${businessId}/crawls`];
export const crawlScheduleKey = (businessId: number) => [`/api/training-data/${businessId}/crawl-schedule`];
/** The business's training sources: shared with the business page's list (useSources there). */
export const sourcesKey = (businessId: number) => [`/api/business/${businessId}/training-data`];

/** Queues a crawl (202): the run comes back queued and is then polled with useCrawlRun. */
export function useStartCrawl(businessId: number) {
  return useMutation<CrawlRun, Error, WebsiteTrainingInput>({
    mutationFn: (input) => apiJson<CrawlRun>('POST', `/api/training-data/${businessId}/website`, input),
    onSuccess: (run) => queryClient.setQueryData(crawlRunKey(businessId, run.id), run),
  });
}

/** One crawl, re-read every second while it is queued or running (the app's other queries never poll). */
export function useCrawlRun(businessId: number, runId: number | null) {
  return useQuery<CrawlRun>({
    queryKey: crawlRunKey(businessId, runId ?? 0),
    enabled: runId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isCrawlRunActive(query.state.data) ? false : CRAWL_POLL_MS),
  });
}

/** The business's latest crawls, newest first: a crawl already under way is picked up on mount. */
export function useCrawlRuns(businessId: number) {
  return useQuery<CrawlRun[]>({ queryKey: crawlRunsKey(businessId), staleTime: 0 });
}

export function useTrainingSources(businessId: number) {
  return useQuery<TrainingSource[]>({ queryKey: sourcesKey(businessId) });
}

export function useCrawlSchedule(businessId: number) {
  return useQuery<CrawlSchedule>({ queryKey: crawlScheduleKey(businessId) });
}

export function useSetCrawlSchedule(businessId: number) {
  return useMutation<CrawlSchedule, Error, CrawlInterval>({
    mutationFn: (interval) => apiJson<CrawlSchedule>('PUT', `/api/training-data/${businessId}/crawl-schedule`, { interval }),
    onSuccess: (schedule) => queryClient.setQueryData(crawlScheduleKey(businessId), schedule),
  });
}

/** After a crawl ends: the training list, the crawl list and the next re-crawl time change. */
export function refreshAfterCrawl(businessId: number): void {
  for (const key of [sourcesKey(businessId), crawlRunsKey(businessId), crawlScheduleKey(businessId)])
    void queryClient.invalidateQueries({ queryKey: key });
}

/** Multipart upload in the field `file` (SPEC §7). */
export async function uploadTrainingFile(businessId: number, file: File): Promise<TrainingSource> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await fetch(`/api/training-data/${businessId}/file`, { method: 'POST', body, credentials: 'include' });
  await throwIfNotOk(res);
  return (await res.json()) as TrainingSource;
}

export async function summarizeTrainingSource(id: number): Promise<string> {
  return (await apiJson<{ summary: string }>('POST', `/api/training-data/${id}/summarize`)).summary;
}

export { ApiError };
