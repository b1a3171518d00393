import { z } from 'zod';

/** SPEC §7: the profile field a generate-profile call asks for. */
export const PROFILE_FIELDS = ['agentBio', 'agentSkills', 'agentResponsibilities', 'agentExperience', 'agentTools'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const LIST_PROFILE_FIELDS = ['agentSkills', 'agentResponsibilities', 'agentTools'] as const satisfies readonly ProfileField[];
export function isListField(f: ProfileField): f is (typeof LIST_PROFILE_FIELDS)[number] {
  return (LIST_PROFILE_FIELDS as readonly string[]).includes(f);
}

/** SPEC §8: labels used in 'Generated {field label} successfully'. */
export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  agentBio: 'Bio',
  agentSkills: 'Skills',
  agentResponsibilities: 'Responsibilities',
  agentExperience: 'Experience',
  agentTools: 'Tools & Software',
};

export const ENGINE_KINDS = ['builtin', 'openai-compatible', 'anthropic'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export const engineInfoSchema = z.object({
  kind: z.enum(ENGINE_KINDS),
  model: z.string().nullable(),
  /** A sentence for the UI, e.g. "Built-in engine: no language model is configured". */
  label: z.string(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;

/**
 * What an owner reads about the engine (issue 18): plain words, no internals. The admin screens keep
 * the technical label.
 */
export function engineForOwners(engine: Pick<EngineInfo, 'kind'>): string {
  switch (engine.kind) {
    case 'builtin':
      return 'Answers come from your website and documents.';
    case 'anthropic':
      return 'Answers are written by Anthropic’s Claude from your website and documents.';
    case 'openai-compatible':
      return 'Answers are written by a language model from your website and documents.';
  }
}

export const appMetaSchema = z.object({ appDomain: z.string(), engine: engineInfoSchema });
export type AppMeta = z.infer<typeof appMetaSchema>;
