import * as React from 'react';
import type { ChatTheme } from '@staffwright/contract';
import { CHAT_AREA_HEIGHT_PX } from '@staffwright/contract';
import { Avatar } from '@/components/ui/avatar';
import { initials } from '@/lib/utils';

export interface ChatBubble {
  /** `owner`: a person of the business, replying from the inbox (decision 030). */
  role: 'user' | 'assistant' | 'owner';
  content: string;
  sources?: { title: string; url: string | null }[];
}

/** Colours, font and corner radius of a business's chat theme as CSS. */
export function themeStyle(theme: ChatTheme): React.CSSProperties {
  return {
    fontFamily: `${theme.fontFamily}, ui-sans-serif, system-ui, sans-serif`,
    ['--chat-primary' as string]: theme.primaryColor,
    ['--chat-secondary' as string]: theme.secondaryColor,
    ['--chat-radius' as string]: `${theme.borderRadius}px`,
  };
}

/** Picks black or white text for a background colour, for contrast. */
export function readableOn(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 > 0.6 ? '#0f172a' : '#ffffff';
}

/**
 * The message list of the chat widget (SPEC §2: 400px high, bubbles at most 80% wide, greeting,
 * initials avatar). Everything is rendered as text: nothing from a message reaches the DOM as HTML.
 */
export function ChatMessages({
  agentName,
  avatar,
  theme,
  messages,
  pending,
  starters,
  businessName,
}: {
  agentName: string;
  /** Names the owner's replies ("Reply from …"). */
  businessName?: string;
  avatar?: string | null;
  theme: ChatTheme;
  messages: ChatBubble[];
  pending?: boolean;
  /** Shown under the greeting before the first message (the starter questions). */
  starters?: React.ReactNode;
}) {
  const box = React.useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.content.length ?? 0;
  React.useEffect(() => {
    // Scroll the list itself, not the page (scrollIntoView would move the whole page on load).
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, last, pending]);
  const bubbleRadius = { borderRadius: `${theme.borderRadius}px` };
  return (
    // Focusable, so a keyboard can scroll a long conversation (axe scrollable-region-focusable).
    <div
      ref={box}
      className="overflow-y-auto p-4"
      style={{ height: CHAT_AREA_HEIGHT_PX }}
      data-testid="chat-messages"
      role="log"
      aria-label="Messages"
      aria-live="polite"
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 text-center text-sm text-muted-foreground">
          <p>Hi! I&apos;m {agentName}. How can I assist you today?</p>
          {starters}
        </div>
      ) : (
        <ul className="space-y-3">
          {messages.map((m, i) => (
            <li key={i} className={m.role === 'user' ? 'flex justify-end' : 'flex items-end gap-2'}>
              {m.role === 'assistant' && <Avatar src={avatar} fallback={initials(agentName)} className="h-8 w-8 text-xs" />}
              {m.role === 'owner' && <Avatar fallback={initials(businessName ?? agentName)} className="h-8 w-8 text-xs" />}
              <div
                data-testid={`chat-${m.role}`}
                className="max-w-[80%] whitespace-pre-wrap break-words px-3 py-2 text-sm"
                style={
                  m.role === 'user'
                    ? { ...bubbleRadius, background: theme.primaryColor, color: readableOn(theme.primaryColor) }
                    : {
                        ...bubbleRadius,
                        background: theme.secondaryColor,
                        color: readableOn(theme.secondaryColor),
                        border: '1px solid rgba(127,127,127,.25)',
                      }
                }
              >
                {m.role === 'owner' && (
                  <span className="mb-1 block text-xs font-semibold" data-testid="chat-owner-label">
                    Reply from {businessName ?? 'the business'}
                  </span>
                )}
                {m.content}
                {m.sources && m.sources.length > 0 && (
                  <div className="mt-2 border-t border-current/20 pt-1 text-xs opacity-80" data-testid="chat-sources">
                    Sources:{' '}
                    {m.sources.map((s, j) => (
                      <React.Fragment key={j}>
                        {j > 0 && ', '}
                        {s.url && /^https?:\/\//.test(s.url) ? (
                          <a href={s.url} target="_blank" rel="noopener noreferrer nofollow" className="underline">
                            {s.title}
                          </a>
                        ) : (
                          <span>{s.title}</span>
                        )}
                      </React.Fragment>
                    ))}
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
