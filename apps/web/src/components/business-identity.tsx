import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { mapHref, telHref, type BusinessIdentity } from '@staffwright/contract';
import { Avatar } from '@/components/ui/avatar';
import { readableOn } from '@/components/chat/chat-frame';
import { cn, initials } from '@/lib/utils';

/** The business's logo, or its initials on the theme colour when it has none (or it fails to load). */
export function BusinessMark({
  name,
  logoUrl,
  color,
  className,
}: {
  name: string;
  logoUrl: string | null;
  color: string;
  className?: string;
}) {
  return (
    <Avatar
      src={logoUrl}
      fallback={initials(name)}
      className={cn('h-12 w-12 rounded-xl bg-white text-base font-bold [&>span]:rounded-xl [&>img]:object-contain', className)}
      fallbackStyle={{ background: color, color: readableOn(color) }}
    />
  );
}

/** Call / Email / Map links in one row, for the top of the visitor page (phone-first, decision 028). */
export function QuickContacts({ identity, className }: { identity: BusinessIdentity; className?: string }) {
  const { phone, email, address } = identity;
  if (!phone && !email && !address) return null;
  const link =
    'inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-background px-3 py-1.5 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <nav aria-label="Contact the business" className={cn('flex flex-wrap gap-2', className)}>
      {phone && (
        <a className={link} href={telHref(phone)}>
          <Phone className="h-4 w-4" aria-hidden /> {phone}
        </a>
      )}
      {email && (
        <a className={link} href={`mailto:${email}`} aria-label={`Email ${email}`}>
          <Mail className="h-4 w-4" aria-hidden /> Email
        </a>
      )}
      {address && (
        <a className={link} href={mapHref(address)} target="_blank" rel="noopener noreferrer" aria-label={`Map: ${address}`}>
          <MapPin className="h-4 w-4" aria-hidden /> Map
        </a>
      )}
    </nav>
  );
}

/** Contact details, address with its map link and opening hours, in full. */
export function IdentityDetails({ identity }: { identity: BusinessIdentity }) {
  const { phone, email, address, hours } = identity;
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 h-4 w-4 shrink-0 text-muted-foreground';
  return (
    <dl className="space-y-3 text-sm" data-testid="business-details">
      {phone && (
        <div className={row}>
          <Phone className={icon} aria-hidden />
          <dt className="sr-only">Phone</dt>
          <dd>
            <a className="font-medium underline-offset-4 hover:underline" href={telHref(phone)}>
              {phone}
            </a>
          </dd>
        </div>
      )}
      {email && (
        <div className={row}>
          <Mail className={icon} aria-hidden />
          <dt className="sr-only">Email</dt>
          <dd className="min-w-0 break-words">
            <a className="font-medium underline-offset-4 hover:underline" href={`mailto:${email}`}>
              {email}
            </a>
          </dd>
        </div>
      )}
      {address && (
        <div className={row}>
          <MapPin className={icon} aria-hidden />
          <dt className="sr-only">Address</dt>
          <dd>
            <span className="block">{address}</span>
            <a className="text-primary underline underline-offset-4" href={mapHref(address)} target="_blank" rel="noopener noreferrer">
              Open in map
            </a>
          </dd>
        </div>
      )}
      {hours.length > 0 && (
        <div className={row}>
          <Clock className={icon} aria-hidden />
          <dt className="sr-only">Opening hours</dt>
          <dd>
            <ul className="space-y-0.5">
              {hours.map((h, i) => (
                <li key={i}>{h}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Whether the identity has anything to show beyond the name. */
export function hasDetails(identity: BusinessIdentity): boolean {
  return !!(identity.phone || identity.email || identity.address || identity.hours.length || identity.description);
}
