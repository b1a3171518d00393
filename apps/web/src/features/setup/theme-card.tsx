import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import type { ChatTheme } from '@staffwright/contract';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ChatMessages, themeStyle } from '@/components/chat/chat-frame';
import { FONT_CHOICES, type SetupFormIn, type SetupFormOut } from './form';
import { SetupCard } from './setup-card';

function ColorField({
  id,
  label,
  control,
}: {
  id: 'chatTheme.primaryColor' | 'chatTheme.secondaryColor';
  label: string;
  control: Control<SetupFormIn, unknown, SetupFormOut>;
}) {
  return (
    <Controller
      control={control}
      name={id}
      render={({ field, fieldState }) => (
        <div className="space-y-2">
          <Label htmlFor={id}>{label}</Label>
          <div className="flex gap-2">
            <input
              type="color"
              aria-label={`${label} picker`}
              value={/^#[0-9a-fA-F]{6}$/.test(field.value) ? field.value : '#000000'}
              onChange={(e) => field.onChange(e.target.value)}
              className="h-10 w-12 cursor-pointer rounded-md border bg-background p-1"
            />
            <Input
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={!!fieldState.error}
              className="font-mono"
              maxLength={7}
            />
          </div>
          {fieldState.error && <p className="text-sm font-medium text-destructive">{fieldState.error.message}</p>}
        </div>
      )}
    />
  );
}

/** SPEC §2 Chat Interface card, with a live preview of the widget. */
export function ThemeCard({
  control,
  register,
  theme,
  agentName,
}: {
  control: Control<SetupFormIn, unknown, SetupFormOut>;
  register: UseFormRegister<SetupFormIn>;
  theme: ChatTheme;
  agentName: string;
}) {
  return (
    <SetupCard
      title="Chat Interface"
      description="Colours, font and corners of the chat widget your visitors see."
      className="grid gap-6 lg:grid-cols-2"
    >
      <div className="space-y-4">
        <ColorField id="chatTheme.primaryColor" label="Primary color" control={control} />
        <ColorField id="chatTheme.secondaryColor" label="Secondary color" control={control} />
        <Controller
          control={control}
          name="chatTheme.fontFamily"
          render={({ field }) => (
            <div className="space-y-2">
              <Label htmlFor="fontFamily">Font family</Label>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="fontFamily">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {FONT_CHOICES.map((f) => (
                    <SelectItem key={f} value={f}>
                      {f}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        />
        <div className="space-y-2">
          <Label htmlFor="borderRadius">Border radius: {theme.borderRadius}px</Label>
          <input
            id="borderRadius"
            type="range"
            min={0}
            max={32}
            step={1}
            className="h-6 w-full cursor-pointer accent-[var(--color-primary)]"
            {...register('chatTheme.borderRadius', { valueAsNumber: true })}
          />
        </div>
      </div>
      <div
        aria-label="Chat widget preview"
        className="overflow-hidden border bg-background"
        style={{ ...themeStyle(theme), borderRadius: theme.borderRadius }}
        data-testid="theme-preview"
      >
        <div className="px-4 py-3 text-sm font-semibold" style={{ background: theme.primaryColor, color: theme.secondaryColor }}>
          {agentName}
        </div>
        <ChatMessages
          agentName={agentName}
          theme={theme}
          messages={[
            { role: 'user', content: 'Do you take new patients?' },
            { role: 'assistant', content: 'Yes! We welcome new patients of every age.' },
          ]}
        />
      </div>
    </SetupCard>
  );
}
