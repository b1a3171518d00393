import * as React from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GraduationCap, MessagesSquare } from 'lucide-react';
import {
  INSIGHTS_PERIOD_DAYS,
  INSIGHTS_PERIODS,
  type Insights,
  type InsightsDay,
  type InsightsPeriod,
  type QuestionGroup,
} from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, LoadingState, StatePanel } from '@/components/ui/status';
import { queryClient } from '@/lib/query-client';
import { cn } from '@/lib/utils';
import { TaughtAnswerForm, taughtKey } from './taught-answers';

const insightsUrl = (businessId: number, period: InsightsPeriod) => `/api/business/${businessId}/insights?period=${period}`;

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
const dayLabel = (date: string, opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { ...opts, timeZone: 'UTC' });
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Declined questions: amber, striped, so they differ from answered ones by more than colour. */
const DECLINED =
  'bg-amber-600 dark:bg-amber-400 bg-[image:repeating-linear-gradient(45deg,transparent_0_3px,rgb(255_255_255/0.35)_3px_5px)] dark:bg-[image:repeating-linear-gradient(45deg,transparent_0_3px,rgb(0_0_0/0.3)_3px_5px)]';

/**
 * Insights (issue 19 part 5, decision 031): for the last 7, 30 or 90 days, how many customers
 * asked and how much was answered, questions per day as bars (declined ones distinct), the topics
 * customers ask about most, and the content gaps — groups of questions the agent could not
 * answer, each with "Teach an answer".
 */
export function InsightsCard({ businessId }: { businessId: number }) {
  const [period, setPeriod] = React.useState<InsightsPeriod>('30d');
  const insights = useQuery<Insights>({ queryKey: [insightsUrl(businessId, period)], placeholderData: keepPreviousData });
  // A taught answer added, edited or deleted anywhere on the page changes which questions are gaps.
  // (The taught-answers card fetches that list; this only watches it. Its first load changes nothing.)
  const taughtUpdatedAt = useQuery({ queryKey: taughtKey(businessId), enabled: false }).dataUpdatedAt;
  const seenTaught = React.useRef(taughtUpdatedAt);
  React.useEffect(() => {
    const before = seenTaught.current;
    seenTaught.current = taughtUpdatedAt;
    if (before && taughtUpdatedAt !== before)
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`/api/business/${businessId}/insights`) });
  }, [taughtUpdatedAt, businessId]);
  const data = insights.data;

  return (
    <Card aria-labelledby="insights-title" data-testid="insights">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id="insights-title" className="text-lg">
            Insights
          </CardTitle>
          <CardDescription>What customers asked your agent, and what it could not answer.</CardDescription>
        </div>
        <PeriodPicker value={period} onChange={setPeriod} busy={insights.isFetching && insights.isPlaceholderData} />
      </CardHeader>
      <CardContent className="space-y-6">
        {insights.isPending ? (
          <LoadingState label="Loading insights..." className="py-10" />
        ) : insights.isError ? (
          <ErrorState
            inset
            title="Could not load the insights"
            message={insights.error.message.replace(/^\d+: /, '')}
            onRetry={() => void insights.refetch()}
            retrying={insights.isFetching}
          />
        ) : data!.questions === 0 ? (
          <StatePanel inset icon={MessagesSquare} title="No questions yet" heading="h3">
            <p className="max-w-sm text-sm text-muted-foreground">
              Nothing was asked in the last {INSIGHTS_PERIOD_DAYS[period]} days. Share your agent page and the numbers, topics and gaps show
              up here.
            </p>
          </StatePanel>
        ) : (
          <div className={cn('space-y-6 transition-opacity', insights.isPlaceholderData && 'opacity-60')}>
            <Figures data={data!} />
            <DailyChart days={data!.days} />
            <Topics topics={data!.topics} questionsRead={data!.questionsRead} total={data!.questions} />
            <Gaps businessId={businessId} gaps={data!.gaps} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PeriodPicker({ value, onChange, busy }: { value: InsightsPeriod; onChange: (p: InsightsPeriod) => void; busy: boolean }) {
  return (
    <div role="group" aria-label="Period" aria-busy={busy || undefined} className="inline-flex rounded-md border p-0.5">
      {INSIGHTS_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === value}
          onClick={() => onChange(p)}
          className={cn(
            'min-h-8 rounded-sm px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            p === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          {INSIGHTS_PERIOD_DAYS[p]} days
        </button>
      ))}
    </div>
  );
}

function Tile({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <div className="rounded-md border p-3">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

function Figures({ data }: { data: Insights }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="insights-figures">
      <Tile label="Conversations" value={data.conversations} />
      <Tile label="Questions" value={data.questions} />
      <Tile label="Answered" value={percent(data.answeredRate)} detail={`${data.answered} of ${data.questions}`} />
      <Tile label="Declined" value={percent(data.declinedRate)} detail={`${data.declined} of ${data.questions}`} />
      {data.handoffs !== null && <Tile label="Handoffs" value={data.handoffs} />}
      {data.leads !== null && <Tile label="Leads" value={data.leads} />}
    </div>
  );
}

/** Questions per day as stacked bars: answered (or failed) in the primary colour, declined in amber, striped. */
function DailyChart({ days }: { days: InsightsDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.questions));
  const total = days.reduce((n, d) => n + d.questions, 0);
  const declined = days.reduce((n, d) => n + d.declined, 0);
  const busiest = days.reduce((a, b) => (b.questions > a.questions ? b : a), days[0]!);
  const summary =
    `Questions per day, ${dayLabel(days[0]!.date)} to ${dayLabel(days.at(-1)!.date)}: ${total} questions, ${declined} declined. ` +
    `Busiest day ${dayLabel(busiest.date, { weekday: 'long', day: 'numeric', month: 'long' })} with ${busiest.questions}` +
    `${busiest.declined ? `, ${busiest.declined} declined` : ''}.`;
  const middle = days[Math.floor(days.length / 2)]!;
  return (
    <section aria-labelledby="insights-daily" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="insights-daily" className="text-sm font-semibold">
          Questions per day
        </h3>
        <div className="flex gap-3 text-xs text-muted-foreground" aria-hidden>
          <span className="inline-flex items-center gap-1">
            <span className="h-2.5 w-2.5 rounded-sm bg-primary" /> Answered
          </span>
          <span className="inline-flex items-center gap-1">
            <span className={cn(DECLINED, 'h-2.5 w-2.5 rounded-sm')} /> Declined
          </span>
        </div>
      </div>
      <div className="flex gap-2">
        <div className="flex h-32 flex-col justify-between text-right text-xs tabular-nums text-muted-foreground" aria-hidden>
          <span>{max}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <div role="img" aria-label={summary} data-testid="insights-chart" className="flex h-32 items-end gap-px border-b border-l px-px">
            {days.map((d) => (
              <div
                key={d.date}
                title={`${dayLabel(d.date, { weekday: 'short', day: 'numeric', month: 'short' })}: ${d.questions} questions, ${d.declined} declined`}
                className="flex h-full min-w-0 flex-1 flex-col justify-end"
              >
                {d.questions > 0 && (
                  <div
                    className="flex flex-col overflow-hidden rounded-t-sm"
                    style={{ height: `${(d.questions / max) * 100}%`, minHeight: 2 }}
                  >
                    <div className={DECLINED} style={{ flexGrow: d.declined }} />
                    <div className="bg-primary" style={{ flexGrow: d.questions - d.declined }} />
                  </div>
                )}
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
            <span>{dayLabel(days[0]!.date)}</span>
            {days.length > 7 && <span>{dayLabel(middle.date)}</span>}
            <span>{dayLabel(days.at(-1)!.date)}</span>
          </div>
        </div>
      </div>
    </section>
  );
}

function Topics({ topics, questionsRead, total }: { topics: QuestionGroup[]; questionsRead: number; total: number }) {
  const max = Math.max(1, ...topics.map((t) => t.count));
  return (
    <section aria-labelledby="insights-topics" className="space-y-2">
      <h3 id="insights-topics" className="text-sm font-semibold">
        Top topics
      </h3>
      {topics.length === 0 ? (
        <p className="text-sm text-muted-foreground">No topics yet: the questions so far were greetings and thanks.</p>
      ) : (
        <ol className="space-y-3" data-testid="insights-topics">
          {topics.map((t) => (
            <li key={t.label} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words font-medium">{capitalised(t.label)}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {t.count} {t.count === 1 ? 'question' : 'questions'}
                </span>
              </div>
              <div className="h-2 rounded-full bg-muted" aria-hidden>
                <div className="h-2 rounded-full bg-primary" style={{ width: `${(t.count / max) * 100}%` }} />
              </div>
              <p className="break-words text-xs text-muted-foreground">{t.examples.map((e) => `“${e}”`).join(' · ')}</p>
            </li>
          ))}
        </ol>
      )}
      {questionsRead < total && (
        <p className="text-xs text-muted-foreground">Topics and gaps are from the latest {questionsRead} questions of the period.</p>
      )}
    </section>
  );
}

function Gaps({ businessId, gaps }: { businessId: number; gaps: QuestionGroup[] }) {
  const [teaching, setTeaching] = React.useState<string | null>(null);
  return (
    <section aria-labelledby="insights-gaps" className="space-y-2">
      <div className="space-y-1">
        <h3 id="insights-gaps" className="text-sm font-semibold">
          Content gaps
        </h3>
        <p className="text-sm text-muted-foreground">
          Questions the agent could not answer, grouped. Teach one answer and it covers the group.
        </p>
      </div>
      {gaps.length === 0 ? (
        <p className="text-sm text-muted-foreground">No gaps: the agent answered everything it was asked in this period.</p>
      ) : (
        <ul className="divide-y rounded-md border" data-testid="insights-gaps">
          {gaps.map((g) => (
            <li key={g.label + g.typical} className="space-y-2 p-3" data-testid="insights-gap">
              {teaching === g.typical ? (
                <TaughtAnswerForm businessId={businessId} initial={{ question: g.typical, answer: '' }} onDone={() => setTeaching(null)} />
              ) : (
                <>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0 space-y-0.5">
                      <p className="break-words text-sm font-medium">{capitalised(g.label)}</p>
                      <p className="text-xs text-muted-foreground">Asked {g.count === 1 ? 'once' : `${g.count} times`}</p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setTeaching(g.typical)}
                      aria-label={`Teach an answer to “${g.typical}”`}
                    >
                      <GraduationCap aria-hidden /> Teach an answer
                    </Button>
                  </div>
                  <ul className="space-y-0.5 text-sm text-muted-foreground">
                    {g.examples.map((e) => (
                      <li key={e} className="break-words">
                        “{e}”
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
