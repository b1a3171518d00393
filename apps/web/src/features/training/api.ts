import { useMutation } from '@tanstack/react-query';
import type { CrawlReport, TrainingSource } from '@staffwright/contract';
import { ApiError, apiJson, throwIfNotOk } from '@/lib/api';

export function useCrawlWebsite(businessId: number) {
  return useMutation<CrawlReport, Error, string>({
    mutationFn: (websiteUrl) => apiJson<CrawlReport>('POST', `/api/training-data/${businessId}/website`, { websiteUrl }),
  });
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
