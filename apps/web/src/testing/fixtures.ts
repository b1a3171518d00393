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
