import { RefreshCw } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ProfileField } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { SetupFormIn } from './form';
import { SetupCard } from './setup-card';

/** Agent Profile: the five generated fields, each with its Regenerate button. */
export function ProfileCard({
  agentName,
  register,
  errors,
  busy,
  onRegenerate,
}: {
  agentName: string | null;
  register: UseFormRegister<SetupFormIn>;
  errors: FieldErrors<SetupFormIn>;
  busy: boolean;
  onRegenerate: (field: ProfileField) => void;
}) {
  const profileField = (field: ProfileField, label: string, multiline: boolean, hint?: string) => (
    <FormField id={field} label={label} error={errors[field]?.message} hint={hint}>
      {(aria) => (
        <div className="space-y-2">
          {multiline ? (
            <Textarea {...aria} rows={field === 'agentBio' ? 5 : 3} {...register(field)} />
          ) : (
            <Input {...aria} {...register(field)} />
          )}
          <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => onRegenerate(field)} disabled={busy}>
            <RefreshCw aria-hidden /> Regenerate
          </Button>
        </div>
      )}
    </FormField>
  );

  return (
    <SetupCard
      title="Agent Profile"
      description={`What visitors read about ${agentName ?? 'your agent'}. Lists are separated by commas.`}
      className="space-y-5"
    >
      {profileField('agentBio', 'Bio', true)}
      {profileField('agentSkills', 'Skills', false, 'Comma-separated, e.g. Scheduling, Insurance questions')}
      {profileField('agentResponsibilities', 'Responsibilities', true, 'Comma-separated')}
      {profileField('agentExperience', 'Experience', true)}
      {profileField('agentTools', 'Tools & Software', false, 'Comma-separated')}
    </SetupCard>
  );
}
