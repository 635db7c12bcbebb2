import { describe, expect, it } from 'vitest';
import { ERROR_PARTS, ERRORS, errorMessage, formatMessage } from './errors';
import { LANGUAGES } from './languages';

describe('error catalogue', () => {
  const entries = Object.entries(ERRORS);

  it('gives every error a message in every language', () => {
    for (const [key, entry] of entries) {
      for (const language of LANGUAGES) {
        expect(entry.message[language].trim(), `${key} in ${language}`).not.toBe('');
      }
    }
  });

  it('is assembled from every feature file, none naming a key another already uses', () => {
    const keys = Object.values(ERROR_PARTS).flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it('uses each code once', () => {
    const codes = entries.map(([, entry]) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the same placeholders in every language', () => {
    for (const [key, entry] of entries) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(entry.message.zh), key).toEqual(names(entry.message.en));
      expect(names(entry.message.ar), key).toEqual(names(entry.message.en));
    }
  });

  it('says what the spec says for a missing interface and a service error', () => {
    expect(errorMessage('interfaceNotFound', 'en')).toBe(
      'Interface does not exist, please refresh and retry or contact the administrator',
    );
    expect(errorMessage('serviceError', 'en')).toBe(
      'Service error, please refresh later and retry or contact the administrator',
    );
  });
});

describe('formatMessage', () => {
  it('fills named placeholders', () => {
    expect(formatMessage('参数错误：{field}', { field: 'title' })).toBe('参数错误：title');
    expect(errorMessage('parameterError', 'ar', { field: 'email' })).toBe(
      'خطأ في المعاملات: email',
    );
  });

  it('leaves a placeholder visible when its value is missing', () => {
    expect(formatMessage('bad {field}', {})).toBe('bad {field}');
  });
});
