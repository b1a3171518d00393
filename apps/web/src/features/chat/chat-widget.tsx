import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { CHAT_MESSAGE_MAX, type ChatTheme, type StarterQuestions } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ensureVisitor, streamAnswer } from './api';
import { ChatMessages, readableOn, themeStyle, type ChatBubble } from './chat-frame';

/**
 * SPEC §4 chat widget: one message at a time; while sending, input and button are disabled with a
 * spinner; the visitor's message shows at once, the answer streams in, the form resets.
 */
export function ChatWidget({
  businessId,
  agentName,
  avatar,
  theme,
}: {
  businessId: number;
  agentName: string;
  avatar?: string | null;
  theme: ChatTheme;
}) {
  const [messages, setMessages] = React.useState<ChatBubble[]>([]);
  const [visitorId, setVisitorId] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const [text, setText] = React.useState('');
  // Questions from the business's own material, to tap before the first message (decision 028).
  const starters = useQuery<StarterQuestions>({ queryKey: [`/api/chat/${businessId}/starters`] });

  React.useEffect(() => {
    let live = true;
    ensureVisitor(businessId).then(
      (v) => {
        if (!live) return;
        setVisitorId(v.visitorId);
        setMessages(v.history.map((m) => ({ role: m.role, content: m.content, sources: m.sources })));
      },
      (err) => console.error('Failed to load chat history', err),
    );
    return () => {
      live = false;
    };
  }, [businessId]);

  async function send(input: string) {
    const message = input.trim();
    if (!message || !visitorId || sending) return;
    setSending(true);
    setText('');
    setMessages((m) => [...m, { role: 'user', content: message }, { role: 'assistant', content: '' }]);
    const setLast = (patch: Partial<ChatBubble>) => setMessages((m) => [...m.slice(0, -1), { ...m.at(-1)!, ...patch }]);
    let written = '';
    try {
      const reply = await streamAnswer(businessId, visitorId, message, (t) => {
        written += t;
        setLast({ content: written });
      });
      setLast({ content: reply.response, sources: reply.sources });
    } catch (err) {
      // SPEC §8: a failed send is only logged; the empty answer bubble goes away.
      console.error('Failed to send message', err);
      setMessages((m) => (m.at(-1)?.content ? m : m.slice(0, -1)));
    } finally {
      setSending(false);
    }
  }

  const visible = messages.filter((m) => m.role === 'user' || m.content);
  return (
    <section
      aria-label={`Chat with ${agentName}`}
      className="overflow-hidden border bg-card shadow-sm"
      style={{ ...themeStyle(theme), borderRadius: theme.borderRadius }}
      data-testid="chat-widget"
    >
      <header className="px-4 py-3 text-sm font-semibold" style={{ background: theme.primaryColor, color: readableOn(theme.primaryColor) }}>
        Chat with {agentName}
      </header>
      <ChatMessages
        agentName={agentName}
        avatar={avatar}
        theme={theme}
        messages={visible}
        pending={sending}
        starters={
          starters.data?.questions.length ? (
            <ul aria-label="Suggested questions" className="flex w-full flex-col items-stretch gap-2" data-testid="starter-questions">
              {starters.data.questions.map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    className="w-full rounded-2xl border bg-background px-3 py-2 text-left text-sm text-foreground shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                    disabled={sending || !visitorId}
                    onClick={() => void send(q)}
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          ) : null
        }
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send(text);
        }}
        className="flex gap-2 border-t p-3"
      >
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Type your message..."
          aria-label="Message"
          disabled={sending || !visitorId}
          maxLength={CHAT_MESSAGE_MAX}
        />
        <Button
          type="submit"
          disabled={sending || !visitorId || !text.trim()}
          aria-label="Send message"
          style={{ background: theme.primaryColor, color: readableOn(theme.primaryColor), borderRadius: theme.borderRadius }}
        >
          {sending ? <Spinner label="Sending" /> : <Send aria-hidden />}
        </Button>
      </form>
    </section>
  );
}
