import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { NotFoundPanel } from '@/components/ui/status';

/** An id that is no business of the owner's: the not-found panel with the way back to the dashboard. */
export function NoSuchBusinessPanel() {
  return (
    <div className="flex justify-center py-8 md:py-16">
      <NotFoundPanel
        detail="There is no business with this ID in your account."
        back={
          <Button asChild>
            <Link href="/dashboard">
              <ArrowLeft aria-hidden /> Back to Dashboard
            </Link>
          </Button>
        }
      />
    </div>
  );
}
