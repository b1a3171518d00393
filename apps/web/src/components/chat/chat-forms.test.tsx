import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, delay, http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { HandoffForm } from './handoff';
import { LeadForm } from './lead';

const VISITOR = '4f6c2d1e-8a3b-4c5d-9e0f-1a2b3c4d5e6f';

describe('HandoffForm ("Talk to a person")', () => {
  const renderForm = (onDone = vi.fn()) =>
    renderWithApp(
      <HandoffForm businessId={7} visitorId={VISITOR} businessName="Harbour Light Bakery" onDone={onDone} onCancel={() => {}} />,
    );

  it('needs a name, a way to reply and the consent, with the contract’s messages', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/chat/7/handoff', posted));
    const { user } = renderForm();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ask for a person' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter an email address or a phone number so we can reply')).toBeInTheDocument();
    expect(screen.getByText('Please agree so that we may contact you')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree that Harbour Light Bakery may use my name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted).not.toHaveBeenCalled();
  });

  it('is busy while it sends, and shows the server’s field messages where they belong', async () => {
    server.use(
      http.post('/api/chat/7/handoff', async () => {
        await delay(50);
        return apiError(400, 'Invalid input', { phone: 'Enter a phone number with its digits, like +1 802 555 0142' });
      }),
    );
    const onDone = vi.fn();
    const { user } = renderForm(onDone);
    await user.type(screen.getByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Phone (optional if you gave an email)'), '+1 802 555 0142');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Ask for a person' }));
    expect(await screen.findByRole('button', { name: /Sending/ })).toBeDisabled();
    expect(await screen.findByText('Enter a phone number with its digits, like +1 802 555 0142')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional if you gave an email)')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('LeadForm (the follow-up offer)', () => {
  it('sends the visitor’s details and the consent; a failure without fields is said under the form', async () => {
    let calls = 0;
    let body: unknown;
    server.use(
      http.post('/api/chat/7/lead', async ({ request }) => {
        body = await request.json();
        return ++calls === 1
          ? new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })
          : HttpResponse.json({ id: 1, state: 'new', createdAt: '2026-11-26T08:00:00.000Z' }, { status: 201 });
      }),
    );
    const onDone = vi.fn();
    const { user } = renderWithApp(
      <LeadForm
        businessId={7}
        visitorId={VISITOR}
        businessName="Harbour Light Bakery"
        question="How much is a wedding cake?"
        onDone={onDone}
        onCancel={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I agree that Harbour Light Bakery may contact me/ }));
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText('Bad Gateway')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Ana', expect.objectContaining({ id: 1 })));
    expect(body).toMatchObject({ name: 'Ana', email: 'ana@example.com', consent: true, visitorId: VISITOR });
  });
});
