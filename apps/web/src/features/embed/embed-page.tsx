import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import type { PublicBusiness } from '@staffwright/contract';
import { DEFAULT_CHAT_THEME } from '@staffwright/contract';
import { Spinner } from '@/components/ui/spinner';
import { ChatWidget } from '@/components/chat/chat-widget';

/** The chat alone, for the iframe that widget.js puts on a business's own website. */
export default function EmbedPage() {
  const { businessId } = useParams<{ businessId: string }>();
  const { data, isLoading, error } = useQuery<PublicBusiness, Error>({ queryKey: [`/api/embed/${businessId}`] });
  if (isLoading) {
    return (
      <div className="flex h-screen items-center justify-center">
        <Spinner className="h-6 w-6" />
      </div>
    );
  }
  if (error || !data) return <p className="p-6 text-center text-sm text-muted-foreground">This chat is not available.</p>;
  return (
    <div className="h-screen bg-card">
      <ChatWidget
        businessId={data.id}
        agentName={data.agentName ?? 'Assistant'}
        businessName={data.name}
        avatar={data.agentAvatar}
        theme={{ ...DEFAULT_CHAT_THEME, ...data.chatTheme }}
      />
    </div>
  );
}
