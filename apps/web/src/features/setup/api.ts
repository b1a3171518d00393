import { useMutation, useQuery } from '@tanstack/react-query';
import type { AppMeta, Business, GeneratedProfile, ProfileField, SetupInput } from '@staffwright/contract';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { BUSINESSES_KEY } from '@/api/businesses';

export function useMeta() {
  return useQuery<AppMeta>({ queryKey: ['/api/meta'] });
}

export async function fetchSuggestions(businessId: number): Promise<string[]> {
  return (await apiJson<{ suggestions: string[] }>('POST', '/api/subdomain/suggest', { businessId })).suggestions;
}

export async function generateField(business: Business, field: ProfileField): Promise<string | string[]> {
  const res = await apiJson<GeneratedProfile>('POST', `/api/business/${business.id}/generate-profile`, {
    title: business.agentTitle ?? '',
    industry: business.industry,
    businessName: business.name,
    field,
    context: '',
  });
  const value = res[field];
  if (value === undefined) throw new Error('Failed to generate profile');
  return value;
}

export function useCompleteSetup(businessId: number) {
  return useMutation<Business, Error, SetupInput>({
    mutationFn: (input) => apiJson<Business>('POST', `/api/business/${businessId}/setup`, input),
    onSuccess: (b) => {
      queryClient.setQueryData([`/api/business/${businessId}`], b);
      void queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/business/current'] });
    },
  });
}
