import { z } from 'zod';
import { setupSchema, splitList, type Business, type SetupInput } from '@staffwright/contract';
import { DEFAULT_CHAT_THEME } from '@staffwright/contract';

/** The setup form edits list fields as comma-separated text (SPEC §3); the rules are the contract's. */
export const setupFormSchema = z.object({
  agentBio: setupSchema.shape.agentBio,
  agentSkills: z.string().transform(splitList).pipe(setupSchema.shape.agentSkills),
  agentResponsibilities: z.string().transform(splitList).pipe(setupSchema.shape.agentResponsibilities),
  agentExperience: setupSchema.shape.agentExperience,
  agentTools: z.string().transform(splitList).pipe(setupSchema.shape.agentTools),
  chatTheme: z.object({
    primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1a2b3c'),
    secondaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #1a2b3c'),
    fontFamily: z.string().min(1),
    borderRadius: z.number().int().min(0).max(32),
  }),
  subdomain: setupSchema.shape.subdomain,
});
export type SetupFormIn = z.input<typeof setupFormSchema>;
export type SetupFormOut = z.output<typeof setupFormSchema> & SetupInput;

export function formDefaults(b: Business): SetupFormIn {
  return {
    agentBio: b.agentBio ?? '',
    agentSkills: b.agentSkills.join(', '),
    agentResponsibilities: b.agentResponsibilities.join(', '),
    agentExperience: b.agentExperience ?? '',
    agentTools: b.agentTools.join(', '),
    chatTheme: { ...DEFAULT_CHAT_THEME, ...b.chatTheme },
    subdomain: b.subdomain ?? '',
  };
}

export const FONT_CHOICES = ['Inter', 'Arial', 'Helvetica', 'Georgia', 'Verdana', 'Trebuchet MS', 'Times New Roman', 'system-ui'] as const;
