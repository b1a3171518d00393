import * as React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Template } from '@staffwright/contract';
import { http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { aBusiness } from '@/testing/fixtures';
import { TemplatePreview } from './template-preview';

const template: Template = {
  id: 5,
  name: 'Dental Office Receptionist',
  description: 'Answers patients.',
  industry: 'dental',
  category: 'receptionist',
  jobTitle: 'Dental Office Receptionist',
  agentName: 'Mia',
  agentTitle: 'Receptionist',
  agentBio: 'Mia answers patients’ questions.',
  agentSkills: ['Scheduling'],
  agentResponsibilities: ['Answer calls', 'Book visits', 'Insurance questions', 'Reminders'],
  price: 0,
  likes: 0,
  downloads: 0,
  views: 0,
  likedByMe: false,
  createdAt: '2026-11-01T09:00:00.000Z',
};

/** The page's side of the preview: `onConfirm` may start creating (pending) or fail. */
function Harness({ onConfirm }: { onConfirm: (name: string, fail: (m: string) => void, startCreating: () => void) => void }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const [pending, setPending] = React.useState(false);
  return (
    <TemplatePreview
      template={template}
      pending={pending}
      onCancel={() => {}}
      onConfirm={(name, fail) => onConfirm(name, fail, () => setPending(true))}
      returnFocusTo={ref}
    />
  );
}

describe('TemplatePreview', () => {
  it('suggests a name the owner does not use yet, and refuses an empty one with the business form’s message', async () => {
    server.use(http.get('/api/business', () => HttpResponse.json([aBusiness({ name: 'My Dental Practice' })])));
    const onConfirm = vi.fn();
    const { user } = renderWithApp(<Harness onConfirm={onConfirm} />);
    const name = await screen.findByLabelText('Business name');
    await waitFor(() => expect(name).toHaveValue('My Dental Practice 2'));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal under the name; while creating, the button is busy', async () => {
    server.use(http.get('/api/business', () => HttpResponse.json([])));
    let calls = 0;
    const { user } = renderWithApp(
      <Harness
        onConfirm={(_name, fail, startCreating) => (++calls === 1 ? fail('You already have a business with this name') : startCreating())}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Create Business' }));
    expect(await screen.findByText('You already have a business with this name')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), 'Smile Street Dental');
    await user.click(screen.getByRole('button', { name: 'Create Business' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Creating/ })).toBeDisabled());
  });
});
