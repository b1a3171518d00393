import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Send, UserRound } from 'lucide-react';
import { CHAT_MESSAGE_MAX, type BookingOptions, type ChatTheme, type StarterQuestions, type VisitorHandoff } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { CHAT_AREA_HEIGHT_PX } from '@staffwright/contract';
import { ensureVisitor, streamAnswer } from '@/api/chat';
import { BookingForm, BookingOffer } from './booking';
import { ChatMessages, readableOn, themeStyle, type ChatBubble } from './chat-frame';
import { HANDOFF_POLL_MS, HandoffForm, HandoffNotice, HandoffOffer, handoffStatus, isActive } from './handoff';
import { LeadForm, LeadPanel, useLeadOffer } from './lead';

/**
 * SPEC §4 chat widget: one message at a time; while sending, input and button are disabled with a
 * spinner; the visitor's message shows at once, the answer streams in, the form resets.
 */
export function ChatWidget({
  businessId,
  agentName,
  avatar,
  theme,
  businessName,
}: {
  businessId: number;
  agentName: string;
  /** Named in the handoff's consent and on the owner's replies; the agent's name when not given. */
  businessName?: string;
  avatar?: string | null;
  theme: ChatTheme;
}) {
  const [messages, setMessages] = React.useState<ChatBubble[]>([]);
  const [visitorId, setVisitorId] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);
  const [text, setText] = React.useState('');
  // A person asked for (decision 030): the form, the agent's own offer, and the handoff's state.
  const [handoff, setHandoff] = React.useState<VisitorHandoff | null>(null);
  const [asking, setAsking] = React.useState(false);
  const [offered, setOffered] = React.useState(false);
  const who = businessName ?? agentName;
  // Appointment requests (decision 034): the Book button when the business lists services, the
  // form, and the offer under the agent's answer to "can I book…".
  const bookingOptions = useQuery<BookingOptions>({ queryKey: [`/api/chat/${businessId}/booking`] });
  const canBook = !!bookingOptions.data?.services.length && bookingOptions.data.days.length > 0;
  const [booking, setBooking] = React.useState(false);
  const [bookingOffered, setBookingOffered] = React.useState(false);
  // Lead capture (decision 033): the offer after an answered question about prices or booking, once.
  const lead = useLeadOffer();
  const formOpen = asking || booking || lead.formOpen;
  // Questions from the business's own material, to tap before the first message (decision 028).
  const starters = useQuery<StarterQuestions>({ queryKey: [`/api/chat/${businessId}/starters`] });

  React.useEffect(() => {
    let live = true;
    ensureVisitor(businessId).then(
      (v) => {
        if (!live) return;
        setVisitorId(v.visitorId);
        setMessages(v.history.map((m) => ({ role: m.role, content: m.content, sources: m.sources })));
        handoffStatus(businessId, v.visitorId).then(
          (s) => live && setHandoff(s.handoff),
          (err) => console.error('Failed to load the chat status', err),
        );
      },
      (err) => console.error('Failed to load chat history', err),
    );
    return () => {
      live = false;
    };
  }, [businessId]);

  // While a person owns the chat, its replies arrive by polling (decision 030: works behind any
  // number of servers, and tells the server this chat is open, so a reply it shows is not mailed).
  const active = isActive(handoff);
  React.useEffect(() => {
    if (!active || !visitorId) return;
    let live = true;
    const poll = async () => {
      try {
        const s = await handoffStatus(businessId, visitorId);
        if (!live) return;
        setHandoff(s.handoff);
        setMessages((m) => {
          const shown = m.filter((b) => b.role === 'owner').length;
          const fresh = s.replies.slice(shown).map((r) => ({ role: 'owner' as const, content: r.content }));
          return fresh.length ? [...m, ...fresh] : m;
        });
      } catch (err) {
        console.warn('Could not check for replies', err);
      }
    };
    const timer = window.setInterval(() => void poll(), HANDOFF_POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [active, businessId, visitorId]);

  async function send(input: string) {
    const message = input.trim();
    if (!message || !visitorId || sending) return;
    setSending(true);
    setText('');
    lead.onSend();
    setMessages((m) => [...m, { role: 'user', content: message }, { role: 'assistant', content: '' }]);
    const setLast = (patch: Partial<ChatBubble>) => setMessages((m) => [...m.slice(0, -1), { ...m.at(-1)!, ...patch }]);
    let written = '';
    try {
      const reply = await streamAnswer(businessId, visitorId, message, (t) => {
        written += t;
        setLast({ content: written });
      });
      if (reply.held) {
        // A person owns the chat: the agent stays quiet, the message waits for them.
        setMessages((m) => (m.at(-1)?.content ? m : m.slice(0, -1)));
      } else setLast({ content: reply.response, sources: reply.sources });
      if (reply.offerHandoff) setOffered(true);
      if (reply.offerAppointment) setBookingOffered(true);
      if (reply.offerLead) lead.offer(message);
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
      <header
        // Wraps on a phone: the Book and Talk to a person buttons go under the title rather than cut it.
        className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-2 text-sm font-semibold"
        style={{ background: theme.primaryColor, color: readableOn(theme.primaryColor) }}
      >
        <span className="min-w-0 max-w-full truncate py-1">Chat with {agentName}</span>
        <span className="flex shrink-0 gap-1.5">
          {canBook && !formOpen && (
            <button
              type="button"
              onClick={() => setBooking(true)}
              disabled={!visitorId}
              className="inline-flex min-h-8 shrink-0 items-center gap-1 rounded-md border border-current/40 px-2 text-xs font-medium hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current disabled:opacity-50"
            >
              <CalendarPlus className="h-4 w-4" aria-hidden /> Book
            </button>
          )}
          {!active && !formOpen && (
            <button
              type="button"
              onClick={() => setAsking(true)}
              disabled={!visitorId}
              className="inline-flex min-h-8 shrink-0 items-center gap-1 rounded-md border border-current/40 px-2 text-xs font-medium hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current disabled:opacity-50"
            >
              <UserRound className="h-4 w-4" aria-hidden /> Talk to a person
            </button>
          )}
        </span>
      </header>
      {asking && visitorId ? (
        // As tall as the form needs (at least the message area's height): nothing scrolls inside.
        <div className="p-4" style={{ minHeight: CHAT_AREA_HEIGHT_PX }}>
          <HandoffForm
            businessId={businessId}
            visitorId={visitorId}
            businessName={who}
            onCancel={() => setAsking(false)}
            onDone={(h) => {
              setHandoff(h);
              setAsking(false);
              setOffered(false);
            }}
          />
        </div>
      ) : lead.state.step === 'form' && visitorId ? (
        <div className="p-4" style={{ minHeight: CHAT_AREA_HEIGHT_PX }}>
          <LeadForm
            businessId={businessId}
            visitorId={visitorId}
            businessName={who}
            question={lead.state.question}
            onCancel={lead.back}
            onDone={lead.sent}
          />
        </div>
      ) : booking && visitorId && bookingOptions.data ? (
        <div className="p-4" style={{ minHeight: CHAT_AREA_HEIGHT_PX }}>
          <BookingForm
            businessId={businessId}
            visitorId={visitorId}
            businessName={who}
            options={bookingOptions.data}
            onCancel={() => setBooking(false)}
            onDone={(a) => {
              setMessages((m) => [...m, { role: 'assistant', content: a.message }]);
              setBooking(false);
              setBookingOffered(false);
            }}
          />
        </div>
      ) : (
        <ChatMessages
          businessName={who}
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
      )}
      {active ? (
        <HandoffNotice handoff={handoff} businessName={who} />
      ) : (
        offered && !formOpen && <HandoffOffer onAccept={() => setAsking(true)} disabled={!visitorId} />
      )}
      {bookingOffered && canBook && !formOpen && <BookingOffer onAccept={() => setBooking(true)} disabled={!visitorId} />}
      {!formOpen && !active && <LeadPanel lead={lead} businessName={who} disabled={!visitorId} />}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send(text);
        }}
        // Away while the handoff or booking form is open: one form at a time.
        className={formOpen ? 'hidden' : 'flex gap-2 border-t p-3'}
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
