import { Link } from 'wouter';
import { ArrowRight, Brain, Check, Clock, MessagesSquare, Plug, ShieldCheck, WandSparkles } from 'lucide-react';
import { usePageTitle } from '@/components/ui/page-title';
import { CallToAction, FeatureCard, Hero, MarketingPage } from './marketing-parts';

/** SPEC §2 features page: six cards, three bullets each. */
const FEATURES = [
  {
    title: 'Advanced AI Technology',
    text: 'Conversations that understand what customers mean, grounded in what your business knows.',
    Icon: Brain,
    bullets: ['Natural language understanding', 'Learns from your website and documents', 'Answers grounded in your own content'],
  },
  {
    title: 'Custom Employee Generation',
    text: 'Give every AI employee a name, a title and a profile that fits your business.',
    Icon: WandSparkles,
    bullets: ['AI-written bio, skills and responsibilities', 'Your choice of name, title and avatar', 'Industry templates to start from'],
  },
  {
    title: 'Multi-Channel Support',
    text: 'Meet customers where they already are.',
    Icon: MessagesSquare,
    bullets: ['Website integration', 'Email support', 'Chat interface'],
  },
  {
    title: 'Enterprise Security',
    text: 'Your customers’ conversations and your documents stay protected.',
    Icon: ShieldCheck,
    bullets: ['Encrypted connections and secure sessions', 'Data kept private to your business', 'Admin controls and usage monitoring'],
  },
  {
    title: 'Easy Integration',
    text: 'Connect your AI staff to the tools you already use.',
    Icon: Plug,
    bullets: ['API access', 'Webhooks for real-time events', 'Third-party integrations'],
  },
  {
    title: '24/7 Availability',
    text: 'Always on, so no customer question goes unanswered.',
    Icon: Clock,
    bullets: ['Round-the-clock customer support', 'Instant replies with no hold times', 'Many conversations at once'],
  },
] as const;

export default function FeaturesPage() {
  usePageTitle('Features');
  return (
    <MarketingPage>
      <Hero glow="bg-[radial-gradient(60%_60%_at_50%_0%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent)]">
        <div className="mx-auto max-w-3xl px-4 pb-12 pt-14 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Features</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">Everything your AI workforce needs</h1>
          <p className="mt-5 text-lg text-muted-foreground">
            Staffwright gives your business AI employees that know your services, speak with your customers and never take a day off.
          </p>
        </div>
      </Hero>

      <section aria-label="Feature list" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, Icon, bullets }) => (
            <FeatureCard key={title} icon={Icon} title={title} text={text} heading="h2" className="flex flex-col">
              <ul className="mt-5 space-y-2.5 border-t pt-5 text-sm">
                {bullets.map((b) => (
                  <li key={b} className="flex items-start gap-2.5">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </ul>
      </section>

      <CallToAction
        title="Ready to build your AI workforce?"
        text="Create your account, add your business and have your first AI employee answering customers today."
      >
        <Link href="/auth">
          Get Started Now
          <ArrowRight aria-hidden />
        </Link>
      </CallToAction>
    </MarketingPage>
  );
}
