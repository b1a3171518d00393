import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noSkips, type CrawlRun, type TrainingSource } from '@staffwright/contract';
import { apiError, http, HttpResponse, server } from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { noTrainingYet } from '@/testing/fixtures';
import { CrawlForm } from './crawl-form';
import { FileUpload } from './file-upload';

const run = (over: Partial<CrawlRun>): CrawlRun => ({
  id: 3,
  businessId: 7,
  url: 'https://harbourlight.example/',
  trigger: 'owner',
  status: 'queued',
  pagesFound: 0,
  pagesIndexed: 0,
  pagesSkipped: 0,
  skippedByReason: noSkips(),
  pageLimit: 500,
  includePaths: [],
  excludePaths: [],
  error: null,
  sourceId: null,
  changes: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  updatedAt: '2026-11-26T08:00:00.000Z',
  ...over,
});

beforeEach(() => server.use(...noTrainingYet(7)));

describe('CrawlForm', () => {
  it('refuses bad options with the contract’s messages, in the opened options, and sends nothing', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/training-data/7/website', posted));
    const { user } = renderWithApp(<CrawlForm businessId={7} defaultUrl="https://harbourlight.example" />);
    await user.clear(screen.getByLabelText('Page limit'));
    await user.type(screen.getByLabelText('Page limit'), '0');
    await user.type(screen.getByLabelText('Only these paths'), 'blog');
    await user.click(screen.getByRole('button', { name: 'Train on website' }));
    expect(await screen.findByText('The page limit must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('A path pattern starts with / (for example /blog or /docs/*)')).toBeInTheDocument();
    // The options fold opens by itself to show where the refused values are.
    expect(screen.getByText('Page limit and paths').closest('details')).toHaveAttribute('open');
    expect(posted).not.toHaveBeenCalled();
  });

  it('follows the queued crawl, busy until it is done, then says what it read', async () => {
    let polled = 0;
    server.use(
      http.post('/api/training-data/7/website', () => HttpResponse.json(run({}), { status: 202 })),
      http.get('/api/training-data/7/crawls/3', () =>
        HttpResponse.json(
          ++polled < 2 ? run({ status: 'running', pagesFound: 4 }) : run({ status: 'done', pagesIndexed: 14, pagesSkipped: 3 }),
        ),
      ),
    );
    const { user } = renderWithApp(<CrawlForm businessId={7} defaultUrl="https://harbourlight.example" />);
    await user.click(screen.getByRole('button', { name: 'Train on website' }));
    expect(await screen.findByRole('button', { name: /Reading website.../ })).toBeDisabled();
    expect(await screen.findByText('Website content has been processed for training', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Indexed 14 pages, skipped 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Train on website' })).toBeEnabled();
  });

  it('shows the server’s refusal as an Error toast', async () => {
    server.use(http.post('/api/training-data/7/website', () => apiError(400, 'This address points to a private network')));
    const { user } = renderWithApp(<CrawlForm businessId={7} defaultUrl="https://harbourlight.example" />);
    await user.click(screen.getByRole('button', { name: 'Train on website' }));
    expect(await screen.findByText('This address points to a private network')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Train on website' })).toBeEnabled();
  });
});

describe('FileUpload', () => {
  it('skips a file of the wrong type with the SPEC message, uploads the rest', async () => {
    const source: TrainingSource = {
      id: 11,
      businessId: 7,
      kind: 'file',
      name: 'menu.txt',
      format: 'txt',
      sizeBytes: 12,
      preview: 'Sourdough 6',
      summary: null,
      passageCount: 1,
      createdAt: '2026-11-26T08:00:00.000Z',
      updatedAt: '2026-11-26T08:00:00.000Z',
    };
    const uploads = vi.fn(() => HttpResponse.json(source, { status: 201 }));
    server.use(http.post('/api/training-data/7/file', uploads));
    renderWithApp(<FileUpload businessId={7} />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
          new File(['Sourdough 6'], 'menu.txt', { type: 'text/plain' }),
        ],
      },
    });
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(
      screen.getByText('Supported formats: TXT, RTF, PDF, DOC, DOCX, ODT, MD, CSV. Please choose a different file'),
    ).toBeInTheDocument();
    expect(await screen.findByText('File has been uploaded and processed for training')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Processing complete')).toBeInTheDocument());
    expect(uploads).toHaveBeenCalledTimes(1);
  });
});
