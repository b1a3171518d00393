import { useMutation, useQuery } from '@tanstack/react-query';
import type { Business, CreateBusinessInput } from '@staffwright/contract';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export const BUSINESSES_KEY = ['/api/business'] as const;

export function useBusinesses() {
  return useQuery<Business[]>({ queryKey: BUSINESSES_KEY });
}

export function useBusiness(id: number | null) {
  return useQuery<Business>({ queryKey: [`/api/business/${id}`], enabled: id != null });
}

export function useCreateBusiness() {
  return useMutation<Business, Error, CreateBusinessInput>({
    mutationFn: (input) => apiJson<Business>('POST', '/api/business', input),
    // Creating a business refreshes the cached business list (SPEC §4).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }),
  });
}
