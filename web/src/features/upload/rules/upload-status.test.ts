import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  combinedStatus,
  countUploads,
  statusOf,
  type UploadStatus,
} from './upload-status';
import { NEW_TRACK, type UploadPhase } from './upload-track';

describe('upload status', () => {
  it.each([
    ['waiting', null, 'waiting'],
    ['hashing', null, 'computingMd5'],
    ['hashing', 0.3, 'checkingMd5'],
    ['planning', 1, 'uploading'],
    ['uploading', 1, 'uploading'],
    ['completing', 1, 'uploading'],
    ['paused', 1, 'paused'],
    ['success', 1, 'success'],
    ['error', 1, 'error'],
    ['unreadable', 0.2, 'unreadable'],
  ] as const)('phase %s (hashed %s) reads as %s', (phase, hashed, expected) => {
    expect(statusOf({ ...NEW_TRACK, phase: phase as UploadPhase, hashed })).toBe(expected);
  });

  it.each([
    ['waiting', ['pause', 'remove']],
    ['computingMd5', ['pause', 'remove']],
    ['checkingMd5', ['pause', 'remove']],
    ['uploading', ['pause', 'remove']],
    ['paused', ['resume', 'remove']],
    ['error', ['retry', 'remove']],
    ['success', ['delete']],
    ['unreadable', []],
  ] as const)('a %s item offers %j', (status, expected) => {
    expect(actionsFor(status)).toEqual(expected);
  });

  it('offers nothing on a finished folder, which has no single entry to delete', () => {
    expect(actionsFor('success', false)).toEqual([]);
  });

  it.each([
    [['success', 'success'], 'success'],
    [['success', 'uploading', 'paused'], 'uploading'],
    [['paused', 'error', 'uploading'], 'error'],
    [['paused', 'success', 'paused'], 'paused'],
    [['waiting', 'paused'], 'waiting'],
    [['checkingMd5', 'waiting'], 'checkingMd5'],
    [['computingMd5', 'uploading'], 'uploading'],
  ] as [UploadStatus[], UploadStatus][])('a folder of %j reads as %s', (statuses, expected) => {
    expect(combinedStatus(statuses)).toBe(expected);
  });

  it('counts succeeded, cancelled, stopped and failed files', () => {
    const statuses: UploadStatus[] = ['success', 'success', 'paused', 'error', 'uploading'];
    expect(countUploads(statuses, 3)).toEqual({
      succeeded: 2,
      cancelled: 3,
      stopped: 1,
      failed: 1,
    });
  });
});
