import * as React from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react';
import { TAUGHT_LIMITS, taughtAnswerInputSchema, type TaughtAnswer, type TaughtAnswerInput } from '@staffwright/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState, LoadingState } from '@/components/ui/status';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiJson, apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/query-client';

export const taughtKey = (id: number) => [`/api/business/${id}/taught-answers`];

/** What the agent said it did not know, newest first (the question as the visitor wrote it). */
export interface UnansweredQuestion {
  q: string;
  at: string;
}

const sameQuestion = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function failure(err: Error, fallback: string) {
  toast({ title: 'Error', description: err instanceof ApiError && err.message ? err.message : fallback, variant: 'destructive' });
}

/**
 * The owner's loop (issue 19 part 4): the questions the agent could not answer, each with "Teach
 * an answer", and the answers taught so far, which the agent gives first from then on — for the
 * question and its paraphrases (decision 029).
 */
export function TaughtAnswers({
  businessId,
  unanswered,
}: {
  businessId: number;
  /** undefined while the conversations load; null when they could not be loaded. */
  unanswered: UnansweredQuestion[] | null | undefined;
}) {
  const taught = useQuery<TaughtAnswer[]>({ queryKey: taughtKey(businessId) });
  const [teaching, setTeaching] = React.useState<string | null>(null);
  const [adding, setAdding] = React.useState(false);
  const open = (taught.data ?? []).length;
  const pending = (unanswered ?? []).filter((u) => !(taught.data ?? []).some((t) => sameQuestion(t.question, u.q)));
  // One row per question: the same question asked twice is taught once.
  const questions = pending.filter((u, i) => pending.findIndex((x) => sameQuestion(x.q, u.q)) === i).slice(0, 20);

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Questions the agent could not answer</CardTitle>
          <CardDescription>
            Teach the right answer and the agent will give it whenever a customer asks this, in any wording. Or add documents or pages that
            answer it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {unanswered === undefined ? (
            <LoadingState label="Loading questions..." className="py-6" />
          ) : unanswered === null ? (
            // The conversations card says what failed and offers to try again.
            <p className="text-sm text-muted-foreground">Not available: the conversations could not be loaded.</p>
          ) : questions.length === 0 ? (
            <p className="text-sm text-muted-foreground">None so far.</p>
          ) : (
            <ul className="divide-y" data-testid="unanswered">
              {questions.map((u) => (
                <li key={u.q} className="py-3 first:pt-0 last:pb-0">
                  {teaching === u.q ? (
                    <TaughtAnswerForm businessId={businessId} initial={{ question: u.q, answer: '' }} onDone={() => setTeaching(null)} />
                  ) : (
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="min-w-0 break-words text-sm">{u.q}</p>
                      <Button size="sm" variant="outline" onClick={() => setTeaching(u.q)}>
                        <GraduationCap aria-hidden /> Teach an answer
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
          <div className="space-y-1.5">
            <CardTitle className="text-lg">Taught answers{open ? ` (${open})` : ''}</CardTitle>
            <CardDescription>Your own answers. The agent gives them first and shows them as answered by the business.</CardDescription>
          </div>
          {!adding && (
            <Button size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add an answer
            </Button>
          )}
        </CardHeader>
        <CardContent className="space-y-3">
          {adding && <TaughtAnswerForm businessId={businessId} initial={{ question: '', answer: '' }} onDone={() => setAdding(false)} />}
          {taught.isPending ? (
            <LoadingState label="Loading taught answers..." className="py-6" />
          ) : taught.isError ? (
            <ErrorState
              inset
              title="Could not load the taught answers"
              message={taught.error.message}
              onRetry={() => void taught.refetch()}
              retrying={taught.isFetching}
            />
          ) : taught.data.length === 0 ? (
            !adding && <p className="text-sm text-muted-foreground">None yet. Teach one from a question above, or add your own.</p>
          ) : (
            <ul className="divide-y" data-testid="taught-answers">
              {taught.data.map((t) => (
                <TaughtAnswerRow key={t.id} businessId={businessId} taught={t} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}

function TaughtAnswerRow({ businessId, taught }: { businessId: number; taught: TaughtAnswer }) {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const remove = useMutation<void, Error>({
    mutationFn: async () => void (await apiRequest('DELETE', `/api/business/${businessId}/taught-answers/${taught.id}`)),
    onSuccess: () => {
      toast({ title: 'Answer deleted', description: 'The agent no longer gives it.' });
      return queryClient.invalidateQueries({ queryKey: taughtKey(businessId) });
    },
    onError: (err) => failure(err, 'Failed to delete the answer'),
  });
  if (editing)
    return (
      <li className="py-3">
        <TaughtAnswerForm
          businessId={businessId}
          initial={{ question: taught.question, answer: taught.answer }}
          id={taught.id}
          onDone={() => setEditing(false)}
        />
      </li>
    );
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <p className="break-words text-sm font-medium">{taught.question}</p>
      <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{taught.answer}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit the answer to “${taught.question}”`}>
          <Pencil aria-hidden /> Edit
        </Button>
        {confirming ? (
          <>
            <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? <Spinner label="Deleting" /> : <Trash2 aria-hidden />} Delete for good
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete the answer to “${taught.question}”`}>
            <Trash2 aria-hidden /> Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** Teach (or, with `id`, edit) an answer; also used by the insights' content gaps. */
export function TaughtAnswerForm({
  businessId,
  initial,
  id,
  onDone,
}: {
  businessId: number;
  initial: TaughtAnswerInput;
  /** Set when editing an answer already taught. */
  id?: number;
  onDone: () => void;
}) {
  const prefix = `taught-${id ?? 'new'}-${React.useId().replace(/:/g, '')}`;
  const form = useForm<TaughtAnswerInput>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(taughtAnswerInputSchema),
    defaultValues: initial,
  });
  const save = useMutation<TaughtAnswer, Error, TaughtAnswerInput>({
    mutationFn: (input) =>
      id === undefined
        ? apiJson('POST', `/api/business/${businessId}/taught-answers`, input)
        : apiJson('PUT', `/api/business/${businessId}/taught-answers/${id}`, input),
    onSuccess: async () => {
      toast({ title: 'Answer saved', description: 'The agent gives it from now on, whenever a customer asks this.' });
      await queryClient.invalidateQueries({ queryKey: taughtKey(businessId) });
      onDone();
    },
    onError: (err) => failure(err, 'Failed to save the answer'),
  });
  const submit = form.handleSubmit((values) => save.mutate(values));
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3" aria-label="Teach an answer">
      <FormField id={`${prefix}-question`} label="Question" error={errors.question?.message}>
        {(aria) => <Input {...aria} maxLength={TAUGHT_LIMITS.question} {...form.register('question')} />}
      </FormField>
      <FormField id={`${prefix}-answer`} label="Answer" error={errors.answer?.message} hint="Write it as you would say it to a customer.">
        {(aria) => <Textarea {...aria} rows={3} maxLength={TAUGHT_LIMITS.answer} autoFocus {...form.register('answer')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner label="Saving" /> : null}
          Save answer
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
