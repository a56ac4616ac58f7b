import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, http } from '../../../lib/http';
import type { JobRunView } from '../../../schemas/retailer';
import {
  $asinError,
  $asinJob,
  $asinResult,
  $asinText,
  normaliseAsinField,
  pasteAsinsFromClipboard,
  setAsinText,
  submitAsins,
} from './asin-import.store';

vi.mock('../../../lib/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/http')>();
  return { ...actual, http: { get: vi.fn(), put: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const post = vi.mocked(http.post);
const answer = {
  message: 'Importing 2 products.',
  asinsToProcess: 2,
  invalidAsinsSkipped: 0,
  estimatedTimeSeconds: 1,
  jobRunId: 7,
};
const run = (status: string, counts: Record<string, number>): JobRunView => ({
  id: 7,
  name: 'asin-import',
  status,
  startedAt: '2026-01-01T10:00:00.000Z',
  endedAt: status === 'running' ? null : '2026-01-01T10:00:02.000Z',
  counts,
  error: null,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  vi.mocked(http.get).mockImplementation((url: string) =>
    Promise.resolve(
      url === '/api/admin/jobs'
        ? { data: [run('succeeded', { requested: 2, checked: 2, created: 1, updated: 1, refused: 0 })] }
        : { data: { products: [], page: 1, limit: 1000, total: 0, totalPages: 0 } },
    ),
  );
  setAsinText('');
  $asinResult.set(null);
  $asinJob.set(null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ASIN import', () => {
  it('sends the valid ASINs comma-joined, counts what the blur removed, and clears the field after 3 s', async () => {
    setAsinText('b0abc12345 nope\nB0ABC12346');
    normaliseAsinField();
    expect($asinText.get()).toBe('B0ABC12345\nB0ABC12346');
    post.mockResolvedValueOnce({ data: answer });

    await submitAsins();

    expect(post).toHaveBeenCalledWith('/api/admin/amazon/import-by-asins', 'asinImport', {
      asins: 'B0ABC12345,B0ABC12346',
    });
    expect($asinResult.get()).toMatchObject({ asinsToProcess: 2, invalidAsinsSkipped: 1 });
    vi.advanceTimersByTime(2999);
    expect($asinText.get()).not.toBe('');
    vi.advanceTimersByTime(1);
    expect($asinText.get()).toBe('');
  });

  it('follows the import job and shows its counts when it has ended', async () => {
    const get = vi.mocked(http.get);
    get.mockResolvedValueOnce({ data: [run('running', { requested: 12, checked: 10 })] });
    setAsinText('B0ABC12345 B0ABC12346');
    post.mockResolvedValueOnce({ data: answer });
    await submitAsins();
    await vi.waitFor(() => expect($asinJob.get()?.text).toBe('Importing... 10 of 12 ASINs checked'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).toHaveBeenCalledWith('/api/admin/jobs', 'jobRuns', { name: 'asin-import', limit: 10 });
    expect($asinJob.get()).toEqual({
      phase: 'succeeded',
      text: 'Import finished: 1 new, 1 already listed, 0 refused',
      error: null,
    });
  });

  it('explains an answer without the import data, and a failure', async () => {
    setAsinText('B0ABC12345');
    post.mockResolvedValueOnce({ data: null });
    await submitAsins();
    expect($asinError.get()).toBe('Invalid response from server');

    post.mockRejectedValueOnce(new ApiRequestError('timeout', 0, undefined));
    await submitAsins();
    expect($asinError.get()).toBe('Failed to import products. Please try again.');

    post.mockRejectedValueOnce(
      new ApiRequestError('409', 409, 'An ASIN import is already running. Please wait for it to finish.'),
    );
    await submitAsins();
    expect($asinError.get()).toBe('An ASIN import is already running. Please wait for it to finish.');
  });

  it('says when the clipboard cannot be read', async () => {
    vi.stubGlobal('navigator', { clipboard: { readText: () => Promise.reject(new Error('denied')) } });
    await pasteAsinsFromClipboard();
    expect($asinError.get()).toBe('Unable to access clipboard. Please paste manually.');
  });

  it('appends what the clipboard holds', async () => {
    vi.stubGlobal('navigator', { clipboard: { readText: () => Promise.resolve('B0ABC12346') } });
    setAsinText('B0ABC12345');
    await pasteAsinsFromClipboard();
    expect($asinText.get()).toBe('B0ABC12345\nB0ABC12346');
  });
});
