import * as React from 'react';
import { useMutation, useQuery, type Query } from '@tanstack/react-query';
import type { Template, TemplateDownload, TemplateDownloadInput, TemplateLike, TemplateViews } from '@staffwright/contract';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { BUSINESSES_KEY } from '@/api/businesses';
import { templatesUrl, type TemplateFilters } from './filters';

const isTemplateList = (q: Query) => String(q.queryKey[0]).startsWith('/api/templates?');

/** Applies `patch` to a template wherever a cached list holds it. */
function patchCached(id: number, patch: (t: Template) => Template) {
  queryClient.setQueriesData<Template[]>({ predicate: isTemplateList }, (old) => old?.map((t) => (t.id === id ? patch(t) : t)));
}

/** SPEC §7: the list runs only once an industry is chosen; the key's first element is the path. */
export function useTemplates(filters: TemplateFilters) {
  return useQuery<Template[]>({ queryKey: [templatesUrl(filters)], enabled: !!filters.industry });
}

/** What the preview confirms: the template, and the name of the business it creates. */
export interface UseTemplateInput {
  id: number;
  name: string;
}

/** 'Use Template': on success the list is refetched (SPEC §7) and the dashboard's businesses too. */
export function useDownloadTemplate() {
  return useMutation<TemplateDownload, Error, UseTemplateInput>({
    mutationFn: ({ id, name }) =>
      apiJson<TemplateDownload>('POST', `/api/templates/${id}/download`, { name } satisfies TemplateDownloadInput),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ predicate: isTemplateList }),
        queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }),
      ]);
    },
  });
}

export function useLikeTemplate() {
  return useMutation<TemplateLike, Error, number>({
    mutationFn: (id) => apiJson<TemplateLike>('POST', `/api/templates/${id}/like`),
    onSuccess: (r) => patchCached(r.templateId, (t) => ({ ...t, likes: r.likes, likedByMe: true })),
  });
}

/** Templates whose view this page load has already counted. */
const counted = new Set<number>();

/**
 * Counts a view for each template the first time this page load shows it (re-sorting, refetching
 * after a download or coming back to the page does not count again), then shows the new counts.
 */
export function useCountViews(shown: Template[] | undefined) {
  React.useEffect(() => {
    const fresh = (shown ?? []).map((t) => t.id).filter((id) => !counted.has(id));
    if (!fresh.length) return;
    for (const id of fresh) counted.add(id);
    apiJson<TemplateViews>('POST', '/api/templates/views', { ids: fresh }).then(
      (r) => {
        for (const v of r.views) patchCached(v.id, (t) => ({ ...t, views: v.views }));
      },
      () => {
        // A view that could not be counted is not worth bothering anyone about; it may count next time.
        for (const id of fresh) counted.delete(id);
      },
    );
  }, [shown]);
}
