import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChatMessage, OwnerHandoff, TrainingSource } from '@staffwright/contract';
import { apiJson } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { sourcesKey } from '@/api/training';

export interface OwnerConversation {
  id: number;
  startedAt: string;
  lastMessageAt: string;
  /** The visitor asked for a person (decision 030). */
  handoff: OwnerHandoff | null;
  messages: (ChatMessage & { answered: boolean | null; success: boolean | null; responseTimeMs: number | null })[];
}
export interface OwnerConversations {
  stats: { conversations: number; questions: number; answers: number; unanswered: number; avgResponseMs: number };
  conversations: OwnerConversation[];
}

export const conversationsKey = (id: number) => [`/api/business/${id}/conversations`];

export function useConversations(id: number) {
  return useQuery<OwnerConversations>({ queryKey: conversationsKey(id) });
}

export function useSources(id: number) {
  return useQuery<TrainingSource[]>({ queryKey: sourcesKey(id) });
}

export function useDeleteSource(businessId: number) {
  return useMutation<{ message: string }, Error, number>({
    mutationFn: (id) => apiJson('DELETE', `/api/training-data/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesKey(businessId) }),
  });
}
