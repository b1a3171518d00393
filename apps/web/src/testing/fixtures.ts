import { DEFAULT_CHAT_THEME, type Business } from '@staffwright/contract';
import { http, HttpResponse } from './server';

/** A business as GET /api/business/{id} returns it; `over` changes what a test is about. */
export function aBusiness(over: Partial<Business> = {}): Business {
  return {
    id: 7,
    name: 'Harbour Light Bakery',
    website: 'https://harbourlight.example',
    industry: 'restaurant',
    active: false,
    agentName: 'Zoë',
    agentTitle: 'Front Desk Coordinator',
    agentAvatar: null,
    subdomain: null,
    agentBio: null,
    agentSkills: [],
    agentResponsibilities: [],
    agentExperience: null,
    agentTools: [],
    chatTheme: { ...DEFAULT_CHAT_THEME },
    createdAt: '2026-11-01T09:00:00.000Z',
    ...over,
  };
}

/** The training widgets' reads for a business with nothing crawled or uploaded yet. */
export function noTrainingYet(businessId: number) {
  return [
    http.get(`/api/training-data/${businessId}/crawls`, () => HttpResponse.json([])),
    http.get(`/api/training-data/${businessId}/crawl-schedule`, () =>
      HttpResponse.json({ interval: 'off', lastCrawledAt: null, nextRunAt: null }),
    ),
    http.get(`/api/business/${businessId}/training-data`, () => HttpResponse.json([])),
  ];
}

/** What the chat widget reads when it opens, for a visitor new to the business: no booking, no starters unless given. */
export function chatOpens(businessId: number, { starters = [] as string[] } = {}) {
  return [
    http.post(`/api/chat/${businessId}/visitor`, () => HttpResponse.json({ visitorId: '4f6c2d1e-8a3b-4c5d-9e0f-1a2b3c4d5e6f' })),
    http.get(`/api/chat/${businessId}/:visitorId/handoff`, () => HttpResponse.json({ handoff: null, replies: [] })),
    http.get(`/api/chat/${businessId}/booking`, () => HttpResponse.json({ services: [], days: [], timeZone: 'UTC' })),
    http.get(`/api/chat/${businessId}/starters`, () => HttpResponse.json({ questions: starters })),
  ];
}

/** The answer stream's wire format (server-sent events): tokens, then the final reply. */
export function answerStream(tokens: string[], reply: Record<string, unknown>, { gapMs = 0 } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const text of tokens) {
        controller.enqueue(encoder.encode(`event: token\ndata: ${JSON.stringify({ text })}\n\n`));
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
      controller.enqueue(encoder.encode(`event: done\ndata: ${JSON.stringify(reply)}\n\n`));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
}
