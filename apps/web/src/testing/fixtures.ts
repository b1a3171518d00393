import { DEFAULT_CHAT_THEME, type Business } from '@staffwright/contract';

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
