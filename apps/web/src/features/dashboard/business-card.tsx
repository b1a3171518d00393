import { Link } from 'wouter';
import type { Business } from '@staffwright/contract';
import { BUSINESS_INDUSTRIES } from '@staffwright/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

export function industryLabel(value: string): string {
  return BUSINESS_INDUSTRIES.find((i) => i.value === value)?.label ?? value;
}

/** SPEC §2/§4: status, agent name, and where the button leads. */
export function BusinessCard({ business }: { business: Business }) {
  return (
    <Card data-testid="business-card" className="flex flex-col">
      <CardHeader>
        <CardTitle className="text-lg">{business.name}</CardTitle>
        <p className="text-sm text-muted-foreground">{industryLabel(business.industry)}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-2 text-sm">
        <div className="flex items-center justify-between">
          <span className="text-muted-foreground">Status</span>
          <Badge variant={business.active ? 'success' : 'warning'}>{business.active ? 'Active' : 'Setup Required'}</Badge>
        </div>
        <div className="flex items-center justify-between">
          <span className="text-muted-foreground">Agent</span>
          <span className="font-medium">{business.agentName || 'Not set'}</span>
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={business.active ? 'outline' : 'default'}>
          {business.active ? (
            <Link href={`/business/dashboard?id=${business.id}`}>View Dashboard</Link>
          ) : (
            <Link href={`/business-setup/${business.id}`}>Complete Setup</Link>
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}
