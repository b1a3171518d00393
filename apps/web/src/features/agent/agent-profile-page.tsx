import * as React from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { Business, BusinessIdentity, OwnerIdentity, PublicAgentPage } from '@staffwright/contract';
import { DEFAULT_CHAT_THEME } from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ChatWidget } from '@/components/chat/chat-widget';
import { agentSubdomain, agentUrl, publicBusinessKey } from '@/lib/agent-host';
import { ApiError } from '@/lib/api';
import { initials } from '@/lib/utils';
import { BusinessMark, IdentityDetails, QuickContacts, hasDetails } from '@/components/business-identity';

function detailsTitle(identity: BusinessIdentity): string {
  const contact = !!(identity.phone || identity.email || identity.address);
  const hours = identity.hours.length > 0;
  return contact && hours ? 'Contact & opening hours' : contact ? 'Contact' : hours ? 'Opening hours' : 'Who we are';
}

const NO_BUSINESS = 'No active business found. Please complete the setup process.';

/**
 * SPEC §2 agent profile. On `{sub}.{APP_DOMAIN}` it is the public page of that business (visitors need
 * no account); elsewhere it shows the signed-in owner's current business.
 */
export default function AgentProfilePage() {
  const sub = agentSubdomain();
  const [, navigate] = useLocation();
  const query = useQuery<Business | PublicAgentPage, Error>({
    queryKey: sub ? publicBusinessKey(sub) : ['/api/business/current'],
    // SPEC §7: the current-business lookup retries once.
    retry: sub ? false : 1,
  });
  const { data: business, error, isLoading } = query;
  // The owner's own preview reads the identity the business page edits; visitors get it with the page.
  const ownerIdentity = useQuery<OwnerIdentity>({
    queryKey: [`/api/business/${business?.id}/identity`],
    enabled: !sub && !!business,
  });
  const identity = business && 'identity' in business ? business.identity : ownerIdentity.data?.identity;

  React.useEffect(() => {
    if (!error) return;
    const missing = error instanceof ApiError && error.status === 404;
    toast({ title: 'Error', description: missing ? NO_BUSINESS : error.message, variant: 'destructive' });
    if (!sub) navigate('/dashboard', { replace: true });
  }, [error, sub, navigate]);

  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner className="h-8 w-8 text-primary" />
      </div>
    );
  }
  if (!business) {
    return sub ? (
      <main className="flex min-h-screen items-center justify-center p-6 text-center">
        <div>
          <h1 className="text-2xl font-bold">This assistant is not available</h1>
          <p className="mt-2 text-muted-foreground">The address may be mistyped, or the business has not published its assistant yet.</p>
        </div>
      </main>
    ) : null;
  }

  const agentName = business.agentName ?? 'Assistant';
  const theme = { ...DEFAULT_CHAT_THEME, ...business.chatTheme };
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:py-4">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <BusinessMark name={business.name} logoUrl={identity?.logoUrl ?? null} color={theme.primaryColor} />
            <div className="min-w-0">
              <h1 className="truncate text-lg font-bold tracking-tight md:text-2xl">{business.name}</h1>
              {identity?.description && (
                <p className="line-clamp-1 text-sm text-muted-foreground sm:line-clamp-2" data-testid="business-description">
                  {identity.description}
                </p>
              )}
            </div>
          </div>
          {/* The owner's controls (SPEC §2); visitors on the public page never see them (issue 18). */}
          {!sub && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => {
                  if (business.subdomain) window.open(agentUrl(business.subdomain), '_blank', 'noopener');
                }}
                disabled={!business.subdomain}
              >
                <ExternalLink aria-hidden /> Open in New Tab
              </Button>
              <Button asChild variant="ghost">
                <Link href="/dashboard">
                  <ArrowLeft aria-hidden /> Back to Dashboard
                </Link>
              </Button>
            </div>
          )}
          {identity && <QuickContacts identity={identity} className="w-full" />}
        </div>
      </header>
      {/* Phone first: on small screens the chat comes first, so a visitor can ask without scrolling;
          on large screens the profile and the chat sit side by side. */}
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-4 sm:py-8 lg:grid-cols-[1fr_420px]">
        <div className="order-last space-y-6 lg:order-first">
          {identity && hasDetails(identity) && (
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="text-lg">
                  {detailsTitle(identity)}
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-4">
                {identity.description && <p className="leading-relaxed">{identity.description}</p>}
                <IdentityDetails identity={identity} />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader className="flex-row items-center gap-4 space-y-0">
              <Avatar src={business.agentAvatar} fallback={initials(agentName)} className="h-14 w-14 text-lg" />
              <div>
                <CardTitle as="h2" className="text-lg">
                  About {agentName}
                </CardTitle>
                {business.agentTitle && <p className="text-sm text-muted-foreground">{business.agentTitle}</p>}
              </div>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line leading-relaxed">{business.agentBio}</p>
            </CardContent>
          </Card>
          {business.agentSkills.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="text-lg">
                  Skills &amp; Expertise
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                {business.agentSkills.map((s) => (
                  <Badge key={s} variant="secondary">
                    {s}
                  </Badge>
                ))}
              </CardContent>
            </Card>
          )}
          {business.agentResponsibilities.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="text-lg">
                  Responsibilities
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5">
                  {business.agentResponsibilities.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          {business.agentExperience && (
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="text-lg">
                  Experience
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-line leading-relaxed">{business.agentExperience}</p>
              </CardContent>
            </Card>
          )}
          {business.agentTools.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="text-lg">
                  Tools &amp; Software
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-wrap gap-2">
                {business.agentTools.map((s) => (
                  <Badge key={s} variant="outline">
                    {s}
                  </Badge>
                ))}
              </CardContent>
            </Card>
          )}
        </div>
        <div className="lg:sticky lg:top-6 lg:self-start">
          <ChatWidget
            businessId={business.id}
            agentName={agentName}
            businessName={business.name}
            avatar={business.agentAvatar}
            theme={theme}
          />
        </div>
      </main>
    </div>
  );
}
