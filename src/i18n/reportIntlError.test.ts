import { MessageFormatError, MissingTranslationError } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntlErrorHandler } from './reportIntlError';

const missing = () => new MissingTranslationError({ id: 'book.nope' }, 'tr');
const broken = () => new MessageFormatError('bad message', 'tr', { id: 'book.broken' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createIntlErrorHandler', () => {
  it('logs missing ids outside production so tests and development see them', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    createIntlErrorHandler(false)(missing());
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('stays quiet about missing ids in production', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    createIntlErrorHandler(true)(missing());
    expect(log).not.toHaveBeenCalled();
  });

  it('always reports messages that fail to format', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    createIntlErrorHandler(true)(broken());
    createIntlErrorHandler(false)(broken());
    expect(log).toHaveBeenCalledTimes(2);
  });
});
