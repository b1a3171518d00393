import { Link } from 'wouter';
import { AirVent, ArrowRight, Bot, Clock, HeartPulse, MessagesSquare, Scale, Smile, Sparkles, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CallToAction, FeatureCard, Hero, MarketingPage } from './marketing-parts';

const INDUSTRIES = [
  { label: 'Healthcare', Icon: HeartPulse },
  { label: 'Dental', Icon: Smile },
  { label: 'Legal', Icon: Scale },
  { label: 'HVAC', Icon: AirVent },
] as const;

/** SPEC §1: the four benefits. */
const BENEFITS = [
  {
    title: 'AI-Powered Staff',
    text: 'Create AI employees with their own name, title, bio and skills, written for your business in seconds.',
    Icon: Bot,
  },
  {
    title: 'Smart Communication',
    text: 'Natural, friendly answers drawn from your own website and documents, so customers get the right information.',
    Icon: MessagesSquare,
  },
  {
    title: 'Team Integration',
    text: 'Your AI staff handles the routine questions and works alongside your team, so people can focus on the rest.',
    Icon: Users,
  },
  {
    title: '24/7 Availability',
    text: 'Customers get answers at any hour, on weekends and holidays, with no hold music and no waiting.',
    Icon: Clock,
  },
] as const;

const STEPS = [
  { title: 'Add your business', text: 'Tell us your business name, website and industry, and name your agent.' },
  { title: 'Train your agent', text: 'Point it at your website and upload documents: it learns what you know.' },
  { title: 'Go live', text: 'Get an AI-written profile, your own subdomain and a chat widget styled your way.' },
] as const;

/** A static picture of the chat widget: what a visitor's conversation looks like. */
function ChatPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md" aria-label="Example conversation with an AI receptionist">
      <div aria-hidden className="absolute -inset-4 -z-10 rounded-[2rem] bg-primary/15 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-xl">
        <div className="flex items-center gap-3 border-b px-4 py-3">
          <div className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
            AM
          </div>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">Ava Mitchell</p>
            <p className="truncate text-xs text-muted-foreground">Dental Office Receptionist</p>
          </div>
          <span className="ml-auto inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden />
            Online
          </span>
        </div>
        <div className="space-y-3 px-4 py-5 text-sm">
          <p className="ml-auto w-fit max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-primary-foreground">
            Do you see new patients on Saturdays?
          </p>
          <p className="w-fit max-w-[80%] rounded-2xl rounded-bl-sm bg-muted px-3.5 py-2">
            Yes! New patients are welcome every Saturday from 9 am to 1 pm. Would you like help booking a time?
          </p>
          <p className="ml-auto w-fit max-w-[80%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-primary-foreground">
            Great. What should I bring?
          </p>
          <p className="w-fit max-w-[80%] rounded-2xl rounded-bl-sm bg-muted px-3.5 py-2">
            Please bring a photo ID and your insurance card. Arriving 10 minutes early gives you time for the intake form.
          </p>
        </div>
        <div className="flex items-center gap-2 border-t px-4 py-3">
          <div className="h-9 flex-1 rounded-md border border-input bg-background px-3 text-sm leading-9 text-muted-foreground">
            Type your message...
          </div>
          <div className="flex h-9 w-9 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <ArrowRight className="h-4 w-4" aria-hidden />
          </div>
        </div>
      </div>
    </figure>
  );
}

export default function LandingPage() {
  return (
    <MarketingPage>
      <Hero glow="bg-[radial-gradient(60%_55%_at_50%_0%,color-mix(in_oklab,var(--primary)_16%,transparent),transparent)]">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
          <div className="text-center lg:text-left">
            <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground sm:text-sm">
              <Sparkles className="h-4 w-4 text-primary" aria-hidden />
              AI customer service for small businesses
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Build Your AI Workforce with <span className="text-primary">Staffwright</span>
            </h1>
            <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground lg:mx-0">
              Create AI employees that talk to your customers around the clock. Train them on your website and documents, and publish them
              with their own profile page and chat widget in minutes.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button asChild size="lg">
                <Link href="/auth?mode=register">
                  Get Started Free
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/templates">Browse Templates</Link>
              </Button>
            </div>
            <div className="mt-10">
              <p className="text-sm font-medium text-muted-foreground">Trusted by businesses across industries</p>
              <ul className="mt-3 flex flex-wrap justify-center gap-2 lg:justify-start">
                {INDUSTRIES.map(({ label, Icon }) => (
                  <li key={label} className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1.5 text-sm font-medium">
                    <Icon className="h-4 w-4 text-primary" aria-hidden />
                    {label}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <ChatPreview />
        </div>
      </Hero>

      <section aria-labelledby="benefits-heading" className="border-t bg-muted/40 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Staff that never clocks out
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">
              Everything you need to give every customer a fast, friendly and accurate answer.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {BENEFITS.map(({ title, text, Icon }) => (
              <FeatureCard key={title} icon={Icon} title={title} text={text} heading="h3" />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
            Live in three steps
          </h2>
          <ol className="mt-12 grid gap-8 md:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="flex gap-4">
                <span
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  aria-hidden
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{s.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{s.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CallToAction
        title="Ready to meet your first AI employee?"
        text="Set up your business, train your agent and start answering customers today."
      >
        <Link href="/auth?mode=register">Create your free account</Link>
      </CallToAction>
    </MarketingPage>
  );
}
