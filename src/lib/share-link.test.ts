import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const DATA = { title: 'Mug', url: 'https://deals.example.com/deal/B0TEST0001/mug' };

describe('shareLink', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(DATA, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link without the Web Share API, or when it cannot share this', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await shareLink(DATA, { clipboard: { writeText } })).toBe('copied');
    const share = vi.fn(() => Promise.resolve());
    expect(await shareLink(DATA, { share, canShare: () => false, clipboard: { writeText } })).toBe('copied');
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(DATA.url);
  });

  it('copies the link when sharing fails, but not when the visitor cancels', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const refused = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(DATA, { share: refused, clipboard: { writeText } })).toBe('copied');
    const cancelled = () => Promise.reject(new DOMException('closed', 'AbortError'));
    expect(await shareLink(DATA, { share: cancelled, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('fails when neither works', async () => {
    expect(await shareLink(DATA, {})).toBe('failed');
    const denied = () => Promise.reject(new Error('denied'));
    expect(await shareLink(DATA, { clipboard: { writeText: denied } })).toBe('failed');
  });
});
