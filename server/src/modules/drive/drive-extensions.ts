import { extensionPoint } from '../../platform/modules/extension-point';
import type { KeysInUse } from './orphan-objects';
import type { SharedReads } from './transfer-routes';

/** How a visitor's read through a share is checked: the share module provides it. */
export const SHARED_READS = extensionPoint<SharedReads>('drive.shared-reads');

/**
 * Stored bytes that other modules still hold without a drive row (upload sessions' parts): the
 * orphan sweep never erases what any provider names.
 */
export const OBJECT_KEYS_IN_USE = extensionPoint<KeysInUse>('drive.object-keys-in-use');
